import { z } from "zod";
import { SCOPE_KINDS } from "@/lib/scope/authorized-scope";
import { contrailExportSchema } from "@/lib/export/contrail-format";
import { airtrailFileSchema } from "@/lib/export/airtrail-json";
import { EXPORT_FORMATS } from "@/lib/export/export-request";
import { airportBodySchema, flightBodySchema, seatBodySchema } from "@/lib/flights/flight-body";
import { flightInputSchema, seatInputSchema } from "@/lib/flights/flight-input";
import { rangedBreakdownSchema, statsBreakdownSchema } from "@/lib/stats/breakdown/breakdown-body";
import { LAST_12_MONTHS, RANGE_YEAR } from "@/lib/stats/dashboard/dashboard-range";
import { airportRefSchema, statsSchema, topAircraftSchema, topAirlineSchema, topAirportSchema, topRouteSchema } from "@/lib/stats/stats-body";
import {
  deletedAnswerSchema,
  flightAnswerSchema,
  flightChangesAnswerSchema,
  flightListAnswerSchema,
  savedAnswerSchema,
  statsAnswerSchema,
  rangedStatsBreakdownAnswerSchema,
  statsBreakdownAnswerSchema,
} from "@/lib/api/schemas/answers";
import { failureBodySchema, invalidInputBodySchema, MESSAGES } from "@/lib/api/transport/contract-body";
import { deleteBodySchema } from "@/lib/api/schemas/delete-body";
import { flightIdTextSchema } from "@/lib/api/schemas/flight-id";
import { HEALTH_QUERY_TIMEOUT_MS, healthSchema } from "@/lib/health/check-health";
import { buildOpenApiDocument, type OperationSpec, type ParameterSpec, type ResponseSpec } from "./build-document";
import { MAX_JSON_BODY_BYTES } from "@/lib/api/transport/read-json-body";
import { storableText } from "@/lib/storable-text";
import { CHANGE_FEED_RETENTION_DAYS } from "@/lib/flights/change-feed";
import { sinceSchema } from "@/lib/api/schemas/query-params";

/**
 * The OpenAPI 3.1 description of /api (served at GET /api/openapi.json, no key needed), generated from the zod schemas
 * the handlers validate requests with and type their answers with. The contract is docs/contract/interface.md +
 * decisions.md; test/contract checks every answer the contract tests receive against this document.
 */

const failureWith = (message: string) => z.object({ success: z.literal("false"), message: z.literal(message) });

/**
 * The failures every API answers alike (statuses, messages, headers), in that API's error bodies: `failureWith(message)`
 * is the body of a failure with a fixed message, `invalidInput` the body of a 400.
 */
export function sharedResponsesOf(failureWith: (message: string) => z.ZodType, invalidInput: z.ZodType): Record<string, ResponseSpec> {
  return {
    BadRequest: { description: "Invalid input; the message names the problem and the field (text with a NUL character or an unpaired surrogate is refused in every field)", body: invalidInput },
    Unauthorized: { description: "Missing, malformed, unknown, revoked or expired API key", body: failureWith(MESSAGES.unauthorized) },
    Forbidden: { description: "The key's owner has too low a role for the scope, or may not write these seats", body: failureWith(MESSAGES.forbidden) },
    PayloadTooLarge: { description: `JSON body over ${MAX_JSON_BODY_BYTES} bytes`, body: failureWith(MESSAGES.payloadTooLarge) },
    TooManyRequests: {
      description: "Rate limit: failed authentications per client address, or requests per key (exports: running exports per user)",
      body: failureWith(MESSAGES.tooManyRequests),
      headers: { "Retry-After": { description: "seconds to wait", schema: { type: "integer" } } },
    },
    Internal: { description: "Anything unexpected (never a stack trace)", body: failureWith(MESSAGES.internal) },
  };
}

export const scopeParameters: ParameterSpec[] = [
  {
    name: "scope",
    in: "query",
    description: "mine: the caller's flights; user / all need an admin or owner key. Given twice: 400 Invalid scope.",
    schema: z.enum(SCOPE_KINDS).default("mine"),
  },
  {
    name: "userId",
    in: "query",
    description:
      "required with scope=user (400 when missing, 404 User not found when unknown); ignored otherwise. Given twice, or with a NUL character: 400.",
    schema: storableText(),
  },
];

/** The change feed's parameter of /flight/list, on both APIs (lib/api/schemas/query-params.ts, lib/flights/change-feed.ts). */
export const sinceParameter: ParameterSpec = {
  name: "since",
  in: "query",
  description:
    "An instant (ISO 8601 with an offset): answer only the flights of the scope changed at or after it, `deleted` (ids that left " +
    "the scope since then) and `cursor` (the `since` of the next poll). Combines with scope and userId; the answer is not paged " +
    `(streamed like the whole list). To start, ask with since=<now> for a cursor, then read the whole list. Older than ${CHANGE_FEED_RETENTION_DAYS} days ` +
    "(or than the feed's start, or the last restore): 410, read the whole list again. Not an instant, or given twice: 400.",
  schema: sinceSchema,
};

/** The breakdown's period (lib/api/schemas/query-params.ts): at most one of year, range, since/until; none is all time. */
export const periodParameters: ParameterSpec[] = [
  { name: "year", in: "query", description: "a calendar year of the local date at the origin, 0001 to 9999 (e.g. 2025).", schema: z.string().regex(RANGE_YEAR) },
  { name: "range", in: "query", description: "12m: the 365 or 366 days ending today (UTC).", schema: z.enum([LAST_12_MONTHS]) },
  { name: "since", in: "query", description: "the first local date at the origin of a custom range, YYYY-MM-DD, included; open when omitted.", schema: z.iso.date() },
  { name: "until", in: "query", description: "the last local date at the origin of a custom range, YYYY-MM-DD, included; open when omitted.", schema: z.iso.date() },
];

export const exportParameters: ParameterSpec[] = [
  ...scopeParameters,
  { name: "format", in: "query", description: "json, csv or airtrail. Given twice: 400 Invalid format.", schema: z.enum(EXPORT_FORMATS).default("json") },
];

export const exportFileResponse: ResponseSpec = {
  description: "The file (Content-Disposition: attachment)",
  body: { "application/json": z.union([contrailExportSchema, airtrailFileSchema]), "text/csv": z.string().meta({ description: "one row per flight, with a header row" }) },
  headers: { "Content-Disposition": { description: 'attachment; filename="contrail-….json", "contrail-….csv" or "airtrail-….json"', schema: { type: "string" } } },
};

const userNotFound: ResponseSpec = { description: "scope=user names no user (User not found)", body: failureBodySchema };
export const changesGoneDescription = `since is older than the changes kept (${CHANGE_FEED_RETENTION_DAYS} days, and none before the feed's start or the last restore): read the whole list again`;
const flightNotFound: ResponseSpec = { description: "No such flight, or one the caller may not read (Flight not found)", body: failureBodySchema };

/** What every operation that takes a key may answer besides its own statuses. */
export const authenticated = { 401: "Unauthorized", 429: "TooManyRequests", 500: "Internal" } as const;

const operations: OperationSpec[] = [
  {
    method: "get",
    path: "/stats",
    operationId: "getStats",
    tag: "Statistics",
    summary: "Statistics over completed flights",
    parameters: scopeParameters,
    responses: { 200: { description: "The statistics", body: statsAnswerSchema }, 400: "BadRequest", 403: "Forbidden", 404: userNotFound, ...authenticated },
  },
  {
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
    method: "get",
    path: "/flight/get/{id}",
    operationId: "getFlight",
    tag: "Flights",
    summary: "One flight",
    parameters: [{ name: "id", in: "path", description: "the flight id", schema: flightIdTextSchema }],
    responses: { 200: { description: "The flight", body: flightAnswerSchema }, 400: "BadRequest", 404: flightNotFound, ...authenticated },
  },
  {
    method: "get",
    path: "/flight/list",
    operationId: "listFlights",
    tag: "Flights",
    summary: "Flights, newest first",
    description: "The whole list in one answer, streamed as it is read; with `since`, only what changed (the change feed).",
    parameters: [...scopeParameters, sinceParameter],
    responses: {
      200: { description: "The flights; with `since`, the changes", body: z.union([flightListAnswerSchema, flightChangesAnswerSchema]) },
      400: "BadRequest",
      403: "Forbidden",
      404: userNotFound,
      410: { description: changesGoneDescription, body: failureBodySchema },
      ...authenticated,
    },
  },
  {
    method: "get",
    path: "/flight/export",
    operationId: "exportFlights",
    tag: "Flights",
    summary: "Download the flights as a file",
    description:
      "Contrail's JSON export (everything needed to rebuild the log; Settings → Import reads it back), a CSV file, or " +
      "AirTrail's backup file (format=airtrail: AirTrail's Import reads it), as an attachment. At most two exports per user run at once.",
    parameters: exportParameters,
    responses: {
      200: exportFileResponse,
      400: "BadRequest",
      403: "Forbidden",
      404: userNotFound,
      ...authenticated,
    },
  },
  {
    method: "post",
    path: "/flight/save",
    operationId: "saveFlight",
    tag: "Flights",
    summary: "Create or update a flight",
    description:
      "A regular user must hold a seat on what they save, and may add guests but not other users (403). " +
      "Unknown airports, airlines, aircraft and users are 400 naming the field.",
    requestBody: flightInputSchema,
    responses: {
      200: { description: "Saved", body: savedAnswerSchema },
      400: "BadRequest",
      403: "Forbidden",
      404: flightNotFound,
      413: "PayloadTooLarge",
      ...authenticated,
    },
  },
  {
    method: "post",
    path: "/flight/delete",
    operationId: "deleteFlight",
    tag: "Flights",
    summary: "Delete a flight",
    description: "A regular user on a shared flight removes only their own seat; the flight goes with its last user seat. Admins and owners delete the whole flight.",
    requestBody: deleteBodySchema,
    responses: { 200: { description: "Deleted", body: deletedAnswerSchema }, 400: "BadRequest", 404: flightNotFound, 413: "PayloadTooLarge", ...authenticated },
  },
  {
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
    method: "get",
    path: "/openapi.json",
    operationId: "getOpenApiDocument",
    tag: "Description",
    summary: "This document",
    authenticated: false,
    responses: { 200: { description: "The OpenAPI 3.1 description of /api", body: z.record(z.string(), z.unknown()) }, 500: "Internal" },
  },
];

export const openApiDocument = buildOpenApiDocument({
  info: {
    title: "Contrail API",
    version: "1.0.0",
    description:
      "Statistics and flights of a Contrail flight log. Every request carries `Authorization: Bearer <API key>` " +
      "(create keys under Settings → Security). Checks run in this order: routing, authentication, input, role, userId. " +
      'Errors: 400 has `success: false` (boolean); every other failure has `success: "false"` (string). ' +
      "Routing comes first, whatever the key: a path not listed here is 404 and a method a path does not list is 405 " +
      "with an `Allow` header, both with the Failure body. Every GET path also answers HEAD.",
  },
  basePath: "/api",
  tags: [
    { name: "Statistics", description: "Figures over completed flights" },
    { name: "Flights", description: "Read, write, list and export flights" },
    { name: "Health", description: "Whether the server is up, for health checks" },
    { name: "Description", description: "This API's description" },
  ],
  operations,
  requestSchemas: { FlightInput: flightInputSchema, SeatInput: seatInputSchema, DeleteInput: deleteBodySchema },
  responseSchemas: {
    StatsAnswer: statsAnswerSchema,
    Stats: statsSchema,
    StatsBreakdownAnswer: statsBreakdownAnswerSchema,
    StatsBreakdown: statsBreakdownSchema,
    RangedStatsBreakdownAnswer: rangedStatsBreakdownAnswerSchema,
    RangedStatsBreakdown: rangedBreakdownSchema,
    TopAirline: topAirlineSchema,
    TopAirport: topAirportSchema,
    TopAircraft: topAircraftSchema,
    TopRoute: topRouteSchema,
    AirportRef: airportRefSchema,
    FlightAnswer: flightAnswerSchema,
    FlightListAnswer: flightListAnswerSchema,
    Flight: flightBodySchema,
    Airport: airportBodySchema,
    Seat: seatBodySchema,
    SavedAnswer: savedAnswerSchema,
    DeletedAnswer: deletedAnswerSchema,
    ContrailExport: contrailExportSchema,
    Health: healthSchema,
    InvalidInput: invalidInputBodySchema,
    Failure: failureBodySchema,
  },
  sharedResponses: sharedResponsesOf(failureWith, invalidInputBodySchema),
});
