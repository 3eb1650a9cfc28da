import { z } from "zod";
import { SCOPE_KINDS } from "@/lib/scope/authorized-scope";
import { EXPORT_FORMATS } from "@/lib/formats/export-formats";
import { LAST_12_MONTHS, RANGE_YEAR } from "@/lib/stats/dashboard/dashboard-range";
import { storableText } from "@/lib/storable-text";
import { CHANGE_FEED_RETENTION_DAYS } from "@/lib/flights/change-feed";
import { flightIdTextSchema } from "@/lib/api/schemas/flight-id";
import { sinceSchema } from "@/lib/api/schemas/query-params";
import { IDEMPOTENCY_KEY_HOURS } from "@/lib/flights/idempotency-key";
import type { ParameterSpec } from "./build-document";

/** The parameters the operations of ./operations.ts share, as the handlers read them (lib/api/schemas/). */

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

/** The change feed's parameter of /flight/list, on both APIs (sinceParamOf, lib/flights/change-feed.ts). */
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

export const changesGoneDescription = `since is older than the changes kept (${CHANGE_FEED_RETENTION_DAYS} days, and none before the feed's start or the last restore): read the whole list again`;

/** The breakdown's period (rangeParamsOf): at most one of year, range, since/until; none is all time. */
export const periodParameters: ParameterSpec[] = [
  { name: "year", in: "query", description: "a calendar year of the local date at the origin, 0001 to 9999 (e.g. 2025).", schema: z.string().regex(RANGE_YEAR) },
  { name: "range", in: "query", description: "12m: the 365 or 366 days ending today (UTC).", schema: z.enum([LAST_12_MONTHS]) },
  { name: "since", in: "query", description: "the first local date at the origin of a custom range, YYYY-MM-DD, included; open when omitted.", schema: z.iso.date() },
  { name: "until", in: "query", description: "the last local date at the origin of a custom range, YYYY-MM-DD, included; open when omitted.", schema: z.iso.date() },
];

export const contrailFormatParameter: ParameterSpec = {
  name: "format",
  in: "query",
  description: "json, csv or airtrail. Given twice: 400 Invalid format.",
  schema: z.enum(EXPORT_FORMATS).default("json"),
};

export const airtrailFormatParameter: ParameterSpec = {
  name: "format",
  in: "query",
  description: "json only: AirTrail's yaml is 400 Invalid format.",
  schema: z.enum(["json"]).default("json"),
};

export const flightIdParameter: ParameterSpec = { name: "id", in: "path", description: "the flight id", schema: flightIdTextSchema };

/** A save's key (lib/flights/idempotent-save.ts), on both APIs. */
export const idempotencyKeyParameter: ParameterSpec = {
  name: "Idempotency-Key",
  in: "header",
  description:
    `Optional: makes a retry safe. A save with a key is done once per user and key for ${IDEMPOTENCY_KEY_HOURS} hours: sent again with the same body, ` +
    "it answers the first save's answer (the same flight id) without writing; with another body, 422. 1 to 255 visible ASCII " +
    "characters (double quotes around it, as the IETF draft writes it, are allowed); anything else is 400. Another user's same key is " +
    "their own. A save refused (400, 403, 404) keeps no key. Without the header, every save is a new request.",
  schema: z.string().min(1).max(255),
};
