import { airtrailErrorBody, airtrailSaveAnswerSchema, parseAirtrailSave } from "@/lib/api/airtrail/shapes";
import { apiRoute } from "@/lib/api/transport/api-route";
import { idempotencyKeyOf, savedAnswer } from "@/lib/api/transport/idempotency";
import type { PayloadOf } from "@/lib/api/transport/contract-body";
import { readJsonBody } from "@/lib/api/transport/read-json-body";
import { routeMethods } from "@/lib/api/transport/route-methods";
import { saveFlightOnce } from "@/lib/flights/idempotent-save";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods(
  {
    POST: apiRoute(async ({ db, principal, request }) => {
      const input = parseAirtrailSave(await readJsonBody(request), principal.userId);
      const { id, replayed } = await saveFlightOnce(db, principal, input, idempotencyKeyOf(request));
      return savedAnswer({ id } satisfies PayloadOf<typeof airtrailSaveAnswerSchema>, replayed);
    }, airtrailErrorBody),
  },
  airtrailErrorBody,
);
