import { airtrailDeleteAnswerSchema, airtrailErrorBody } from "@/lib/api/airtrail/shapes";
import { apiRoute } from "@/lib/api/transport/api-route";
import type { PayloadOf } from "@/lib/api/transport/contract-body";
import { parseDeleteBody } from "@/lib/api/schemas/delete-body";
import { readJsonBody } from "@/lib/api/transport/read-json-body";
import { routeMethods } from "@/lib/api/transport/route-methods";
import { NotFoundError } from "@/lib/errors";
import { deleteFlight } from "@/lib/flights/delete-flight";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods(
  {
    POST: apiRoute(async ({ db, principal, request }) => {
      const id = parseDeleteBody(await readJsonBody(request));
      if (id === null) throw new NotFoundError("Flight not found");
      await deleteFlight(db, principal, id);
      return {} satisfies PayloadOf<typeof airtrailDeleteAnswerSchema>;
    }, airtrailErrorBody),
  },
  airtrailErrorBody,
);
