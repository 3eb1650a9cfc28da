import { airtrailErrorBody, airtrailFlightAnswerSchema, toAirtrailFlight } from "@/lib/api/airtrail/shapes";
import { apiRoute } from "@/lib/api/transport/api-route";
import type { PayloadOf } from "@/lib/api/transport/contract-body";
import { parseFlightId } from "@/lib/api/schemas/flight-id";
import { routeMethods } from "@/lib/api/transport/route-methods";
import { NotFoundError } from "@/lib/errors";
import { getFlightAs } from "@/lib/flights/get-flight";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods<{ id: string }>(
  {
    GET: apiRoute(async ({ db, principal, params }) => {
      const id = parseFlightId(params.id);
      // Out of range, missing and not visible all answer the same 404 (AirTrail answers 403 for another's flight).
      const flight = id === null ? null : await getFlightAs(db, principal, id, toAirtrailFlight);
      if (!flight) throw new NotFoundError("Flight not found");
      return { flight } satisfies PayloadOf<typeof airtrailFlightAnswerSchema>;
    }, airtrailErrorBody),
  },
  airtrailErrorBody,
);
