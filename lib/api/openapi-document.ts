import { FLIGHT_REASONS, SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import { MAX_JSON_BODY_BYTES } from "./read-json-body";

/**
 * The OpenAPI 3.1 description of the five API operations (served at GET /api/openapi.json, no key needed).
 * Written by hand from docs/contract/interface.md + docs/contract/decisions.md; lib/api/openapi-document.test.ts checks its shape and
 * the contract tests check the live answers against the same rules.
 */

const nullable = (schema: object) => ({ oneOf: [schema, { type: "null" }] });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ "application/json": { schema } });

const AIRPORT_TYPES = ["large_airport", "medium_airport", "small_airport", "heliport", "seaplane_base", "balloonport", "closed"];
const CONTINENTS = ["AF", "AN", "AS", "EU", "NA", "OC", "SA"];

const codeRef = {
  type: "object",
  required: ["id", "name", "icao", "iata"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    icao: { type: ["string", "null"] },
    iata: { type: ["string", "null"] },
  },
};

const schemas = {
  Stats: {
    type: "object",
    required: ["flights", "distanceKm", "durationSeconds", "airports", "topAirline", "topAirport", "topAircraft", "topRoute"],
    properties: {
      flights: { type: "integer", description: "completed flights counted (a shared flight counts once)" },
      distanceKm: { type: "integer", description: "haversine distance (R = 6371.0088 km), summed, rounded once" },
      durationSeconds: { type: "integer", description: "sum of arrival − departure over flights with both times" },
      airports: { type: "integer", description: "distinct origin and destination airports" },
      topAirline: nullable(ref("TopAirline")),
      topAirport: nullable(ref("TopAirport")),
      topAircraft: nullable(ref("TopAircraft")),
      topRoute: nullable(ref("TopRoute")),
    },
    description: "Only completed flights count; with none, the counts are 0 and every top* is null. Ties go to the smallest id.",
  },
  TopAirline: {
    type: "object",
    required: ["id", "name", "iata", "icao", "count"],
    properties: { ...codeRef.properties, count: { type: "integer" } },
  },
  TopAirport: {
    type: "object",
    required: ["id", "name", "icao", "iata", "count"],
    properties: { ...codeRef.properties, count: { type: "integer", description: "departures plus arrivals" } },
  },
  TopAircraft: {
    type: "object",
    required: ["id", "name", "icao", "count"],
    properties: { id: { type: "integer" }, name: { type: "string" }, icao: { type: "string" }, count: { type: "integer" } },
  },
  TopRoute: {
    type: "object",
    required: ["from", "to", "count"],
    properties: { from: codeRef, to: codeRef, count: { type: "integer" } },
    description: "Directional: A→B and B→A are different routes.",
  },
  Airport: {
    type: "object",
    required: ["id", "icao", "iata", "name", "lat", "lon", "type", "continent", "country", "tz"],
    properties: {
      id: { type: "integer" },
      icao: { type: ["string", "null"] },
      iata: { type: ["string", "null"] },
      name: { type: "string" },
      lat: { type: "number" },
      lon: { type: "number" },
      type: { type: "string", enum: AIRPORT_TYPES },
      continent: { type: "string", enum: CONTINENTS },
      country: { type: "string", description: "ISO 3166-1 alpha-2" },
      tz: { type: "string", description: "IANA time-zone name" },
    },
  },
  Seat: {
    type: "object",
    required: ["userId", "guestName", "seat", "seatNumber", "seatClass"],
    properties: {
      userId: { type: ["string", "null"], description: "null for a guest seat" },
      guestName: { type: ["string", "null"], description: "null for a user's seat" },
      seat: { type: ["string", "null"], enum: [...SEAT_POSITIONS, null] },
      seatNumber: { type: ["string", "null"] },
      seatClass: { type: ["string", "null"], enum: [...SEAT_CLASSES, null] },
    },
  },
  Flight: {
    type: "object",
    required: [
      "id", "from", "to", "departure", "arrival", "date", "datePrecision", "seats", "airline", "flightNumber",
      "aircraft", "aircraftReg", "flightReason", "notes",
    ],
    properties: {
      id: { type: "integer" },
      from: ref("Airport"),
      to: ref("Airport"),
      departure: {
        type: ["string", "null"],
        description: "ISO 8601 with milliseconds and the origin's offset, e.g. 2024-03-31T08:05:00.000+02:00",
        examples: ["2024-03-31T08:05:00.000+02:00"],
      },
      arrival: { type: ["string", "null"], description: "ISO 8601 with milliseconds and the destination's offset" },
      date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", description: "local date at the origin" },
      datePrecision: { type: "string", enum: ["day", "month", "year"] },
      seats: { type: "array", items: ref("Seat") },
      airline: { type: ["string", "null"], description: "ICAO airline code" },
      flightNumber: { type: ["string", "null"] },
      aircraft: { type: ["string", "null"], description: "ICAO aircraft type designator" },
      aircraftReg: { type: ["string", "null"] },
      flightReason: { type: ["string", "null"], enum: [...FLIGHT_REASONS, null] },
      notes: { type: "string" },
    },
  },
  SeatInput: {
    type: "object",
    additionalProperties: false,
    properties: {
      userId: { type: ["string", "null"] },
      guestName: { type: ["string", "null"] },
      seat: { type: ["string", "null"], enum: [...SEAT_POSITIONS, null] },
      seatNumber: { type: ["string", "null"] },
      seatClass: { type: ["string", "null"], enum: [...SEAT_CLASSES, null] },
    },
  },
  FlightInput: {
    type: "object",
    additionalProperties: false,
    description:
      "Without id: creates a flight (from, to and date or departure required). With id: updates it; the fields sent replace the stored ones, seats omitted keeps the seats.",
    properties: {
      id: { type: "integer", minimum: 1 },
      from: { type: "string", description: "airport ICAO or IATA code" },
      to: { type: "string", description: "airport ICAO or IATA code" },
      date: { type: "string", description: "YYYY-MM-DD, YYYY-MM or YYYY; may be omitted when departure is given" },
      datePrecision: { type: "string", enum: ["day", "month", "year"] },
      departure: {
        type: ["string", "null"],
        description: "ISO 8601 with offset (numeric or Z), or local YYYY-MM-DDTHH:mm[:ss] read in the origin's zone",
      },
      arrival: { type: ["string", "null"], description: "as departure, local times read in the destination's zone" },
      airline: { type: ["string", "null"], description: "ICAO or IATA airline code" },
      flightNumber: { type: ["string", "null"] },
      aircraft: { type: ["string", "null"], description: "ICAO type designator" },
      aircraftReg: { type: ["string", "null"] },
      flightReason: { type: ["string", "null"], enum: [...FLIGHT_REASONS, null] },
      notes: { type: ["string", "null"] },
      seats: { type: "array", minItems: 1, items: ref("SeatInput"), description: "omitted: one seat for the caller" },
    },
  },
  InvalidInput: {
    type: "object",
    required: ["success", "message"],
    properties: { success: { const: false }, message: { type: "string" } },
  },
  Failure: {
    type: "object",
    required: ["success", "message"],
    properties: { success: { const: "false", description: 'the STRING "false"' }, message: { type: "string" } },
  },
};

const failure = (description: string, message?: string) => ({
  description,
  content: json(message ? { allOf: [ref("Failure")], properties: { message: { const: message } } } : ref("Failure")),
});

const responses = {
  BadRequest: { description: "Invalid input; the message names the problem", content: json(ref("InvalidInput")) },
  Unauthorized: failure("Missing, malformed, unknown, revoked or expired API key", "Unauthorized"),
  Forbidden: failure("The key's owner has too low a role", "Forbidden"),
  FlightNotFound: failure("No such flight, or one the caller may not read", "Flight not found"),
  MethodNotAllowed: {
    ...failure("Wrong HTTP method", "Method not allowed"),
    headers: { Allow: { schema: { type: "string" } } },
  },
  PayloadTooLarge: failure(`JSON body over ${MAX_JSON_BODY_BYTES} bytes`, "Payload too large"),
  TooManyRequests: {
    ...failure("Rate limit: failed authentications per client address, or requests per key", "Too many requests"),
    headers: { "Retry-After": { schema: { type: "integer" }, description: "seconds" } },
  },
  Internal: failure("Anything unexpected (never a stack trace)", "Internal error"),
};

const common = {
  "401": { $ref: "#/components/responses/Unauthorized" },
  "405": { $ref: "#/components/responses/MethodNotAllowed" },
  "429": { $ref: "#/components/responses/TooManyRequests" },
  "500": { $ref: "#/components/responses/Internal" },
};

const scopeParameters = [
  {
    name: "scope",
    in: "query",
    required: false,
    schema: { type: "string", enum: ["mine", "user", "all"], default: "mine" },
    description: "mine: the caller's flights; user / all need an admin or owner key. Given twice: 400 Invalid scope.",
  },
  {
    name: "userId",
    in: "query",
    required: false,
    schema: { type: "string" },
    description: "required with scope=user (400 when missing, 404 User not found when unknown); ignored otherwise. Given twice: 400.",
  },
];

const userNotFound = failure("scope=user names no user", "User not found");

export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Contrail API",
    version: "1.0.0",
    description:
      "Statistics and flights of a Contrail flight log. Every request carries `Authorization: Bearer <API key>` " +
      "(create keys under Settings → Security). Checks run in this order: authentication, input, role, userId. " +
      'Errors: 400 has `success: false` (boolean); every other failure has `success: "false"` (string).',
  },
  servers: [{ url: "/api" }],
  security: [{ apiKey: [] }],
  paths: {
    "/stats": {
      get: {
        operationId: "getStats",
        summary: "Statistics over completed flights",
        parameters: scopeParameters,
        responses: {
          "200": {
            description: "The statistics",
            content: json({
              type: "object",
              required: ["success", "stats"],
              properties: { success: { const: true }, stats: ref("Stats") },
            }),
          },
          "400": { $ref: "#/components/responses/BadRequest" },
          "403": { $ref: "#/components/responses/Forbidden" },
          "404": userNotFound,
          ...common,
        },
      },
    },
    "/flight/get/{id}": {
      get: {
        operationId: "getFlight",
        summary: "One flight",
        parameters: [
          {
            name: "id",
            in: "path",
            required: true,
            schema: { type: "string", pattern: "^[0-9]+$" },
            description: "decimal digits (leading zeros allowed); anything else is 400 Flight id is not a number",
          },
        ],
        responses: {
          "200": {
            description: "The flight",
            content: json({
              type: "object",
              required: ["success", "flight"],
              properties: { success: { const: true }, flight: ref("Flight") },
            }),
          },
          "400": { $ref: "#/components/responses/BadRequest" },
          "404": { $ref: "#/components/responses/FlightNotFound" },
          ...common,
        },
      },
    },
    "/flight/list": {
      get: {
        operationId: "listFlights",
        summary: "Flights, newest first",
        parameters: scopeParameters,
        responses: {
          "200": {
            description: "The flights (by departure, or the start of the date at the origin, then id, descending)",
            content: json({
              type: "object",
              required: ["success", "flights"],
              properties: { success: { const: true }, flights: { type: "array", items: ref("Flight") } },
            }),
          },
          "400": { $ref: "#/components/responses/BadRequest" },
          "403": { $ref: "#/components/responses/Forbidden" },
          "404": userNotFound,
          ...common,
        },
      },
    },
    "/flight/save": {
      post: {
        operationId: "saveFlight",
        summary: "Create or update a flight",
        requestBody: { required: true, content: json(ref("FlightInput")) },
        responses: {
          "200": {
            description: "Saved",
            content: json({
              type: "object",
              required: ["success", "id"],
              properties: { success: { const: true }, id: { type: "integer" } },
            }),
          },
          "400": { $ref: "#/components/responses/BadRequest" },
          "403": { $ref: "#/components/responses/Forbidden" },
          "404": { $ref: "#/components/responses/FlightNotFound" },
          "413": { $ref: "#/components/responses/PayloadTooLarge" },
          ...common,
        },
      },
    },
    "/flight/delete": {
      post: {
        operationId: "deleteFlight",
        summary: "Delete a flight (a regular user on a shared flight removes only their own seat)",
        requestBody: {
          required: true,
          content: json({ type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } }),
        },
        responses: {
          "200": {
            description: "Deleted",
            content: json({ type: "object", required: ["success"], properties: { success: { const: true } } }),
          },
          "400": { $ref: "#/components/responses/BadRequest" },
          "404": { $ref: "#/components/responses/FlightNotFound" },
          "413": { $ref: "#/components/responses/PayloadTooLarge" },
          ...common,
        },
      },
    },
  },
  components: {
    securitySchemes: {
      apiKey: { type: "http", scheme: "bearer", description: "An API key (ctr_…) from Settings → Security" },
    },
    schemas,
    responses,
  },
} as const;
