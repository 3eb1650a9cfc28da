import { z } from "zod";
import { airtrailFileSchema } from "@/lib/formats/airtrail-format";
import { contrailExportSchema } from "@/lib/formats/contrail-format";
import { flightInputSchema } from "@/lib/flights/flight-input";
import { HEALTH_QUERY_TIMEOUT_MS, healthSchema } from "@/lib/health/check-health";
import {
  airtrailDeleteAnswerSchema,
  airtrailErrorSchema,
  airtrailFlightAnswerSchema,
  airtrailFlightChangesAnswerSchema,
  airtrailFlightListAnswerSchema,
  airtrailSaveAnswerSchema,
  airtrailSaveBodySchema,
} from "@/lib/api/airtrail/shapes";
import {
  deletedAnswerSchema,
  flightAnswerSchema,
  flightChangesAnswerSchema,
  flightListAnswerSchema,
  rangedStatsBreakdownAnswerSchema,
  savedAnswerSchema,
  statsAnswerSchema,
  statsBreakdownAnswerSchema,
} from "@/lib/api/schemas/answers";
import { boardingPassAnswerSchema, boardingPassBodySchema } from "@/lib/api/schemas/boarding-pass-body";
import { deleteBodySchema } from "@/lib/api/schemas/delete-body";
import { failureBodySchema } from "@/lib/api/transport/contract-body";
import type { OperationSpec, ResponseSpec } from "./build-document";
import {
  airtrailFormatParameter,
  changesGoneDescription,
  contrailFormatParameter,
  flightIdParameter,
  idempotencyKeyParameter,
  periodParameters,
  scopeParameters,
  sinceParameter,
} from "./parameters";

/**
 * THE operations of both APIs, each declared once: /api (docs/contract/) and the AirTrail-compatible /airtrail/api
 * (lib/api/airtrail/). `documents` names the descriptions an operation appears in; where /airtrail/api differs (its
 * bodies, its error body, a word of description), the operation says so with `pick(forApi, forAirtrail)`.
 * ./documents.ts builds one description per API from it.
 */

export type ApiName = "api" | "airtrail";

/** The value for /api, or the one for /airtrail/api. */
type Pick = <T>(forApi: T, forAirtrail: T) => T;

interface TableOperation extends OperationSpec {
  documents: readonly ApiName[];
}

const BOTH: readonly ApiName[] = ["api", "airtrail"];
const API_ONLY: readonly ApiName[] = ["api"];

/** What every operation that takes a key may answer besides its own statuses. */
const authenticated = { 401: "Unauthorized", 429: "TooManyRequests", 500: "Internal" } as const;

function operationTable(pick: Pick): TableOperation[] {
  const failure = pick<z.ZodType>(failureBodySchema, airtrailErrorSchema);
  const userNotFound: ResponseSpec = { description: "scope=user names no user (User not found)", body: failure };
  const flightNotFound: ResponseSpec = {
    description: pick(
      "No such flight, or one the caller may not read (Flight not found)",
      "No such flight, or one the caller may not read (Flight not found; AirTrail answers 403 for another user's)",
    ),
    body: failure,
  };
  return [
    {
      documents: BOTH,
      method: "get",
      path: "/stats",
      operationId: "getStats",
      tag: "Statistics",
      summary: "Statistics over completed flights",
      description: pick(undefined, "The body of /api/stats (what Homepage's AirTrail widget reads)."),
      parameters: scopeParameters,
      responses: { 200: { description: "The statistics", body: statsAnswerSchema }, 400: "BadRequest", 403: "Forbidden", 404: userNotFound, ...authenticated },
    },
    {
      documents: API_ONLY,
      method: "get",
      path: "/stats/breakdown",
      operationId: "getStatsBreakdown",
      tag: "Statistics",
      summary: "Every dashboard figure over completed flights: series, top lists, breakdowns, countries, continents, records",
      description:
        "All time by default. With a period (year, range, or since and/or until: one of them), the dashboard's figures for that period, " +
        "with its cards as `totals`; records, weekdays, hours, airframes and cumulative distance cover all time only. " +
        "A malformed, repeated or contradictory period, or since after until: 400 naming the parameter.",
      parameters: [...scopeParameters, ...periodParameters],
      responses: {
        200: { description: "The breakdown; with a period, that period's", body: z.union([statsBreakdownAnswerSchema, rangedStatsBreakdownAnswerSchema]) },
        400: "BadRequest",
        403: "Forbidden",
        404: userNotFound,
        ...authenticated,
      },
    },
    {
      documents: BOTH,
      method: "get",
      path: "/flight/get/{id}",
      operationId: "getFlight",
      tag: "Flights",
      summary: "One flight",
      parameters: [flightIdParameter],
      responses: {
        200: { description: "The flight", body: pick<z.ZodType>(flightAnswerSchema, airtrailFlightAnswerSchema) },
        400: "BadRequest",
        404: flightNotFound,
        ...authenticated,
      },
    },
    {
      documents: BOTH,
      method: "get",
      path: "/flight/list",
      operationId: "listFlights",
      tag: "Flights",
      summary: "Flights, newest first",
      description: pick(
        "The whole list in one answer, streamed as it is read; with `since`, only what changed (the change feed).",
        "The whole list in one answer, streamed as it is read; with `since`, only what changed (Contrail's change feed, not AirTrail's).",
      ),
      parameters: [...scopeParameters, sinceParameter],
      responses: {
        200: {
          description: "The flights; with `since`, the changes",
          body: pick<z.ZodType>(z.union([flightListAnswerSchema, flightChangesAnswerSchema]), z.union([airtrailFlightListAnswerSchema, airtrailFlightChangesAnswerSchema])),
        },
        400: "BadRequest",
        403: "Forbidden",
        404: userNotFound,
        410: { description: changesGoneDescription, body: failure },
        ...authenticated,
      },
    },
    {
      documents: BOTH,
      method: "get",
      path: "/flight/export",
      operationId: "exportFlights",
      tag: "Flights",
      summary: "Download the flights as a file",
      description: pick(
        "Contrail's JSON export (everything needed to rebuild the log; Settings → Import reads it back), a CSV file, or " +
          "AirTrail's backup file (format=airtrail: AirTrail's Import reads it), as an attachment. At most two exports per user run at once.",
        "AirTrail's backup file, as AirTrail's own export answers it (JSON only). At most two exports per user run at once.",
      ),
      parameters: [...scopeParameters, pick(contrailFormatParameter, airtrailFormatParameter)],
      responses: {
        200: {
          description: "The file (Content-Disposition: attachment)",
          body: pick<Record<string, z.ZodType>>(
            {
              "application/json": z.union([contrailExportSchema, airtrailFileSchema]),
              "text/csv": z.string().meta({ description: "one row per flight, with a header row" }),
            },
            { "application/json": airtrailFileSchema },
          ),
          headers: {
            "Content-Disposition": {
              description: pick('attachment; filename="contrail-….json", "contrail-….csv" or "airtrail-….json"', 'attachment; filename="airtrail-….json"'),
              schema: { type: "string" },
            },
          },
        },
        400: "BadRequest",
        403: "Forbidden",
        404: userNotFound,
        ...authenticated,
      },
    },
    {
      documents: BOTH,
      method: "post",
      path: "/flight/save",
      operationId: "saveFlight",
      tag: "Flights",
      summary: "Create or update a flight",
      description:
        pick(
          "",
          "AirTrail's save body. `from` and `to` are required, and `departure` (or, when it is null, `date`). As in AirTrail, " +
            "a save replaces the flight: a field left out is cleared, except the seats. `<USER_ID>` in a seat is the key's owner. ",
        ) +
        "A regular user must hold a seat on what they save, and may add guests but not other users (403). " +
        "Unknown airports, airlines, aircraft and users are 400 naming the field. " +
        "With an Idempotency-Key, a retry after a lost answer answers the first save instead of saving again.",
      parameters: [idempotencyKeyParameter],
      requestBody: pick<z.ZodType>(flightInputSchema, airtrailSaveBodySchema),
      responses: {
        200: {
          description: pick("Saved", "Saved (created or updated)"),
          body: pick<z.ZodType>(savedAnswerSchema, airtrailSaveAnswerSchema),
          headers: {
            "Idempotent-Replayed": { description: "true: a retry with the same Idempotency-Key and body, answered with the first save's answer; nothing was written now", schema: { type: "string", enum: ["true"] } },
          },
        },
        400: "BadRequest",
        403: "Forbidden",
        404: flightNotFound,
        413: "PayloadTooLarge",
        422: { description: "The Idempotency-Key was already used with another body", body: failure },
        ...authenticated,
      },
    },
    {
      documents: BOTH,
      method: "post",
      path: "/flight/delete",
      operationId: "deleteFlight",
      tag: "Flights",
      summary: "Delete a flight",
      description:
        "A regular user on a shared flight removes only their own seat; the flight goes with its last user seat. Admins and owners delete the whole flight.",
      requestBody: deleteBodySchema,
      responses: {
        200: { description: "Deleted", body: pick<z.ZodType>(deletedAnswerSchema, airtrailDeleteAnswerSchema) },
        400: "BadRequest",
        404: flightNotFound,
        413: "PayloadTooLarge",
        ...authenticated,
      },
    },
    {
      documents: API_ONLY,
      method: "post",
      path: "/flight/from-boarding-pass",
      operationId: "flightsFromBoardingPass",
      tag: "Flights",
      summary: "The flights of a boarding pass's barcode, or save them",
      description:
        "For scripts and phone automations. Each leg of the pass (IATA BCBP) as the /api/flight/save body it would send, with the caller's seat, " +
        "completed (times, aircraft type) from the caller's own most recent flight with its number, the codes this server does not know, and the " +
        "caller's flight it already is. With save, every leg is saved in one transaction, except one the caller already has (its id is answered). " +
        "A text that is not a boarding pass is 400 naming barcode and the reason; an unknown airport or airline on save is 400 naming it.",
      requestBody: boardingPassBodySchema,
      responses: {
        200: { description: "The legs; with save, saved", body: boardingPassAnswerSchema },
        400: "BadRequest",
        413: "PayloadTooLarge",
        ...authenticated,
      },
    },
    {
      documents: API_ONLY,
      method: "get",
      path: "/health",
      operationId: "getHealth",
      tag: "Health",
      summary: "Whether the server can read its database",
      description: "No key and no rate limit, for container health checks and load balancers. Names the version and nothing else.",
      authenticated: false,
      responses: {
        200: { description: "The server answers and its database too", body: healthSchema },
        503: { description: `The database does not answer (within ${HEALTH_QUERY_TIMEOUT_MS / 1000} s) or its schema is missing`, body: healthSchema },
      },
    },
    {
      documents: BOTH,
      method: "get",
      path: "/openapi.json",
      operationId: "getOpenApiDocument",
      tag: "Description",
      summary: "This document",
      authenticated: false,
      responses: {
        200: { description: `The OpenAPI 3.1 description of ${pick("/api", "/airtrail/api")}`, body: z.record(z.string(), z.unknown()) },
        500: "Internal",
      },
    },
  ];
}

/** The operations of one API's description, in the table's order. */
export function operationsOf(api: ApiName): OperationSpec[] {
  const pick: Pick = (forApi, forAirtrail) => (api === "api" ? forApi : forAirtrail);
  return operationTable(pick)
    .filter((operation) => operation.documents.includes(api))
    .map(({ documents: _, ...operation }) => operation);
}
