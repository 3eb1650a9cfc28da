import { authenticate } from "@/lib/api/transport/authenticate";
import { answeringHandler } from "@/lib/api/transport/api-route";
import { errorBody, type ErrorBodyOf, errorToAnswer } from "@/lib/api/transport/contract-body";
import { scopeParamsOf, singleParam } from "@/lib/api/schemas/query-params";
import { getDb } from "@/lib/db/client";
import type { ExportFormat } from "@/lib/formats/export-formats";
import { exportAnswer, parseExportFormat } from "./export-request";

/**
 * GET /api/flight/export?format=json|csv&scope=mine|user|all&userId=…
 * lib/api's apiRoute answers JSON envelopes; a download is a stream, so this handler uses lib/api's pieces directly:
 * the same authentication (with its rate limits), the same scope parameters and the same error bodies.
 */
export const exportRoute = exportRouteWith(errorBody);

/** The same download with another API's error bodies and formats (the AirTrail-compatible one). */
export function exportRouteWith(errorBodyOf: ErrorBodyOf, parseFormat: (value: string | null | undefined) => ExportFormat = parseExportFormat) {
  return answeringHandler(async (request) => {
    try {
      const db = getDb();
      const principal = await authenticate(db, request.headers);
      const query = new URL(request.url).searchParams;
      return await exportAnswer(db, principal, { ...scopeParamsOf(query), format: singleParam(query, "format", "Invalid format") }, new Date(), parseFormat);
    } catch (error) {
      return errorToAnswer(error, `${request.method} ${new URL(request.url).pathname}`, errorBodyOf);
    }
  });
}
