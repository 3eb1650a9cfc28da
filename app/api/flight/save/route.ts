import { savedAnswerSchema } from "@/lib/api/schemas/answers";
import { apiRoute } from "@/lib/api/transport/api-route";
import type { PayloadOf } from "@/lib/api/transport/contract-body";
import { readJsonBody } from "@/lib/api/transport/read-json-body";
import { routeMethods } from "@/lib/api/transport/route-methods";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { parseIdempotencyKey } from "@/lib/flights/idempotency-key";
import { saveFlightOnce } from "@/lib/flights/idempotent-save";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: apiRoute(async ({ db, principal, request }) => {
    const input = parseFlightInput(await readJsonBody(request));
    const { id } = await saveFlightOnce(db, principal, input, parseIdempotencyKey(request.headers.get("idempotency-key")));
    return { id } satisfies PayloadOf<typeof savedAnswerSchema>;
  }),
});
