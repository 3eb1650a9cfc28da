import { z } from "zod";
import { contrailExportSchema } from "@/lib/formats/contrail-format";
import { airportBodySchema, flightBodySchema, seatBodySchema } from "@/lib/flights/flight-body";
import { flightInputSchema, seatInputSchema } from "@/lib/flights/flight-input";
import { healthSchema } from "@/lib/health/check-health";
import { rangedBreakdownSchema, statsBreakdownSchema } from "@/lib/stats/breakdown/breakdown-body";
import { airportRefSchema, statsSchema, topAircraftSchema, topAirlineSchema, topAirportSchema, topRouteSchema } from "@/lib/stats/stats-body";
import {
  airtrailAircraftSchema,
  airtrailAirlineSchema,
  airtrailAirportSchema,
  airtrailDeleteAnswerSchema,
  airtrailErrorSchema,
  airtrailFlightAnswerSchema,
  airtrailFlightListAnswerSchema,
  airtrailFlightSchema,
  airtrailPassengerSchema,
  airtrailSaveAnswerSchema,
  airtrailSaveBodySchema,
  airtrailSeatSchema,
  KEPT_DIFFERENCES,
} from "@/lib/api/airtrail/shapes";
import {
  deletedAnswerSchema,
  flightAnswerSchema,
  flightListAnswerSchema,
  rangedStatsBreakdownAnswerSchema,
  savedAnswerSchema,
  statsAnswerSchema,
  statsBreakdownAnswerSchema,
} from "@/lib/api/schemas/answers";
import { boardingPassAnswerSchema, boardingPassBodySchema } from "@/lib/api/schemas/boarding-pass-body";
import { deleteBodySchema } from "@/lib/api/schemas/delete-body";
import { MAX_JSON_BODY_BYTES } from "@/lib/api/transport/read-json-body";
import { failureBodySchema, invalidInputBodySchema, MESSAGES } from "@/lib/api/transport/contract-body";
import { buildOpenApiDocument, type ResponseSpec } from "./build-document";
import { operationsOf } from "./operations";

/**
 * The OpenAPI 3.1 descriptions of /api (GET /api/openapi.json) and of the AirTrail-compatible /airtrail/api
 * (GET /airtrail/api/openapi.json), both public, both built from the one operation table (./operations.ts) and the zod
 * schemas the handlers validate requests with and type their answers with. The contract is docs/contract/interface.md
 * + decisions.md; test/contract checks every answer the contract tests receive against these documents.
 */

/**
 * The failures every API answers alike (statuses, messages, headers), in that API's error bodies: `failureWith(message)`
 * is the body of a failure with a fixed message, `invalidInput` the body of a 400.
 */
function sharedResponsesOf(failureWith: (message: string) => z.ZodType, invalidInput: z.ZodType): Record<string, ResponseSpec> {
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

const TAGS = {
  statistics: { name: "Statistics", description: "Figures over completed flights" },
  flights: { name: "Flights", description: "Read, write, list and export flights" },
  health: { name: "Health", description: "Whether the server is up, for health checks" },
  description: { name: "Description", description: "This API's description" },
};

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
  tags: [TAGS.statistics, TAGS.flights, TAGS.health, TAGS.description],
  operations: operationsOf("api"),
  requestSchemas: { FlightInput: flightInputSchema, SeatInput: seatInputSchema, DeleteInput: deleteBodySchema, BoardingPassInput: boardingPassBodySchema },
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
    BoardingPassAnswer: boardingPassAnswerSchema,
    ContrailExport: contrailExportSchema,
    Health: healthSchema,
    InvalidInput: invalidInputBodySchema,
    Failure: failureBodySchema,
  },
  sharedResponses: sharedResponsesOf((message) => z.object({ success: z.literal("false"), message: z.literal(message) }), invalidInputBodySchema),
});

export const airtrailOpenApiDocument = buildOpenApiDocument({
  info: {
    title: "Contrail's AirTrail-compatible API",
    version: "1.0.0",
    description:
      "AirTrail 3.x's API over a Contrail flight log, for tools made for AirTrail (give them `https://<contrail>/airtrail` " +
      "and a Contrail API key from Settings → Security, sent as `Authorization: Bearer <key>`). The same keys, roles, " +
      "visibility and checks as Contrail's /api; only the bodies are AirTrail's: airline and aircraft as objects, `note`, " +
      "`passengers` beside `seats`, and every error with the boolean `success: false`. Routing comes first, whatever the " +
      "key: a path not listed here is 404 and a method a path does not list is 405 with an `Allow` header, both with the " +
      "Failure body. Every GET path also answers HEAD.\n\nDifferences from AirTrail kept on purpose:\n\n" +
      KEPT_DIFFERENCES.map((difference) => `- ${difference}`).join("\n"),
  },
  basePath: "/airtrail/api",
  tags: [TAGS.statistics, TAGS.flights, TAGS.description],
  operations: operationsOf("airtrail"),
  requestSchemas: { SaveInput: airtrailSaveBodySchema, DeleteInput: deleteBodySchema },
  responseSchemas: {
    StatsAnswer: statsAnswerSchema,
    Stats: statsSchema,
    FlightAnswer: airtrailFlightAnswerSchema,
    FlightListAnswer: airtrailFlightListAnswerSchema,
    Flight: airtrailFlightSchema,
    Airport: airtrailAirportSchema,
    Airline: airtrailAirlineSchema,
    Aircraft: airtrailAircraftSchema,
    Seat: airtrailSeatSchema,
    Passenger: airtrailPassengerSchema,
    SavedAnswer: airtrailSaveAnswerSchema,
    DeletedAnswer: airtrailDeleteAnswerSchema,
    ContrailExport: contrailExportSchema,
    Failure: airtrailErrorSchema,
  },
  sharedResponses: sharedResponsesOf((message) => z.object({ success: z.literal(false), message: z.literal(message) }), airtrailErrorSchema),
});
