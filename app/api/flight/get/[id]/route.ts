import { flightAnswerSchema } from "@/lib/api/schemas/answers";
import { apiRoute } from "@/lib/api/transport/api-route";
import type { PayloadOf } from "@/lib/api/transport/contract-body";
import { parseFlightId } from "@/lib/api/schemas/flight-id";
import { routeMethods } from "@/lib/api/transport/route-methods";
import { NotFoundError } from "@/lib/errors";
import { getFlight } from "@/lib/flights/get-flight";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods<{ id: string }>({
  GET: apiRoute(async ({ db, principal, params }) => {
    const id = parseFlightId(params.id);
    // Out of range, missing and not visible all answer the same 404.
    const flight = id === null ? null : await getFlight(db, principal, id);
    if (!flight) throw new NotFoundError("Flight not found");
    return { flight } satisfies PayloadOf<typeof flightAnswerSchema>;
  }),
});
