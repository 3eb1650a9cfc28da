import type { Db } from "@/lib/db/client";
import type { Principal } from "@/lib/auth/principal";
import { errorForLog } from "@/lib/auth/error-for-log";
import { getConfig, type LookupSettings } from "@/lib/config";
import { InputError } from "@/lib/errors";
import { WindowLimit } from "@/lib/limits/window-limit";
import { logDebug } from "@/lib/log";
import { checkSupportedDate } from "@/lib/time/supported-years";
import { isValidCalendarDate } from "@/lib/time/zoned";
import { flightNumberKey } from "@/lib/capture/known/flight-number-key";
import { askAdsbdb } from "./adsbdb";
import { askAeroDataBox } from "./aerodatabox";
import type { FlightSuggestion, ProviderAnswer } from "./flight-suggestion";
import { HOUR_MS } from "@/lib/time/durations";
import { LruCache } from "@/lib/lru-cache";

export interface FlightLookupQuery {
  /** any spelling: "LH 400", "lh0400" */
  flightNumber: string;
  /** the local date of departure, "YYYY-MM-DD" */
  date: string;
}

/** An airline's IATA code (not two digits) or ICAO code and one to four digits, with an optional suffix letter. */
const LOOKUP_NUMBER = /^(?!\d{2})[A-Z0-9]{2}[A-Z]?\d{1,4}[A-Z]?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** a flight number and date's answer (null: no provider knows it), kept six hours */
const answers = new LruCache<string, FlightSuggestion | null>({ maxWeight: 1000, ttlMs: 6 * HOUR_MS });

/**
 * What the online providers an admin enabled (lib/config/index.ts `lookup`) say about a flight, AeroDataBox (a day's
 * schedule) before adsbdb (the route alone); null when none is enabled, none knows the flight, the user has used up
 * their lookups (CONTRAIL_RATE_LIMIT_LOOKUPS, counted in the database for every instance), or a provider fails, is
 * slow, refuses (429) or answers something unexpected. Only a bad query throws (InputError); a failure never does.
 * Answers are remembered per flight number and date, and a remembered answer costs no lookup.
 */
export async function lookUpFlight(
  db: Db,
  principal: Principal,
  query: FlightLookupQuery,
  settings: LookupSettings = getConfig().lookup,
  now: number = Date.now(),
): Promise<FlightSuggestion | null> {
  const flightNumber = checkedFlightNumber(query.flightNumber);
  checkDate(query.date);
  if (settings.adsbdb === null && settings.aeroDataBox === null) return null;
  const cacheKey = `${flightNumber}/${query.date}`;
  const remembered = answers.get(cacheKey, now);
  if (remembered !== undefined) return remembered;
  try {
    const verdict = await new WindowLimit("flight-lookup", settings.perUser).take(db, principal.userId, now);
    if (!verdict.allowed) return null;
    const answer = await askProviders(settings, flightNumber, query.date);
    if (answer.kind === "found") answers.set(cacheKey, answer.suggestion, now);
    if (answer.kind === "unknown") answers.set(cacheKey, null, now);
    return answer.kind === "found" ? answer.suggestion : null;
  } catch (error) {
    logDebug(`flight lookup failed: ${errorForLog(error)}`);
    return null;
  }
}

/** The first provider's suggestion; unknown only when every provider answered that it does not know the flight. */
async function askProviders(settings: LookupSettings, flightNumber: string, date: string): Promise<ProviderAnswer> {
  const asked: ProviderAnswer[] = [];
  if (settings.aeroDataBox !== null) asked.push(await askAeroDataBox(settings.aeroDataBox, flightNumber, date, settings.timeoutMs));
  if (asked.at(-1)?.kind !== "found" && settings.adsbdb !== null) asked.push(await askAdsbdb(settings.adsbdb, flightNumber, settings.timeoutMs));
  const found = asked.find((answer) => answer.kind === "found");
  if (found) return found;
  const failed = asked.find((answer) => answer.kind === "failed");
  if (failed?.kind === "failed") logDebug(`flight lookup: no answer (${failed.reason})`);
  return failed ?? { kind: "unknown" };
}

function checkedFlightNumber(value: string): string {
  const key = flightNumberKey(value.slice(0, 32));
  if (key === null || !LOOKUP_NUMBER.test(key)) throw new InputError("flightNumber: must be an airline code and a number, such as LH400", "flightNumber");
  return key;
}

function checkDate(value: string): void {
  const match = DATE.exec(value);
  if (!match || !isValidCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new InputError("date: must be a calendar date YYYY-MM-DD", "date");
  }
  checkSupportedDate(value, "date");
}

/** Forgets every remembered answer (tests). */
export function forgetLookupAnswers(): void {
  answers.clear();
}
