import type { Principal } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { InputError } from "@/lib/errors";
import { durationSecondsOf, endsAtOf, haversineKm, sortAtOf } from "@/lib/flights/derived";
import { departureHourOf } from "@/lib/time/departure-hour";
import type { ResolvedFlight } from "@/lib/flights/resolve-flight-input";
import { importNeedsImporterSeat, maySeatUser } from "@/lib/flights/seat-policy";
import { checkSupportedDate, checkSupportedInstant, FIRST_SUPPORTED_YEAR, LAST_SUPPORTED_YEAR } from "@/lib/time/supported-years";
import { formatInstant, localDateOf, periodFirstDay } from "@/lib/time/zoned";
import { inferArrival } from "@/lib/time/arrival-day";
import { cutTo, type DroppedValue, type ImportRow, type ImportTime } from "../import-row";
import type { PreviewRow } from "../import-options";
import type { AircraftRow, AirlineRow, AirportRow, Found, ReferenceLookup } from "./reference-lookup";
import { cachedAnswer } from "./name-cache";
import type { ZoneClock } from "@/lib/time/zone-clock";
import { shortCode } from "@/lib/reference/short-code";
import { reasonOfError, SkipRowError, type ImportReason, type ReasonCode, type TimeField } from "../reasons";

/**
 * One parsed row → the flight row and seats to store, or the reason it cannot be stored. Times are read in each
 * airport's zone (across daylight-saving changes); derived fields come from lib/flights/derived like every other save.
 */

export interface SeatData {
  userId: string | null;
  guestName: string | null;
  seat: string | null;
  seatNumber: string | null;
  seatClass: string | null;
}

export interface ImportedFlight {
  row: number;
  data: ResolvedFlight;
  seats: SeatData[];
  /** values of the row that could not be kept */
  dropped: DroppedValue[];
  /** what the dry-run table shows besides `data` (small strings, so a batch in memory stays small) */
  labels: { from: string; to: string; fromTz: string; toTz: string; airline: string | null; aircraft: string | null };
}

/** The row as the dry-run table shows it. */
export function previewOf(flight: ImportedFlight): Omit<PreviewRow, "status"> {
  const { data, labels } = flight;
  return {
    row: flight.row,
    date: data.date,
    datePrecision: data.datePrecision,
    from: labels.from,
    to: labels.to,
    departure: data.departure ? formatInstant(data.departure, labels.fromTz) : null,
    arrival: data.arrival ? formatInstant(data.arrival, labels.toTz) : null,
    airline: labels.airline,
    flightNumber: data.flightNumber,
    aircraft: labels.aircraft,
    seats: flight.seats.length,
  };
}

export type UnknownKind = "airports" | "airlines" | "aircraft";

export type Resolution =
  | { kind: "ok"; flight: ImportedFlight }
  | { kind: "skip"; reasons: ImportReason[]; unknown: { kind: UnknownKind; key: string }[] };

export interface Importer {
  userId: string;
  username: string;
  /** who imports, with their role: the seat policy decides whose seats the import may fill */
  principal: Principal;
}

/** Local users by username (case-insensitive), looked up once each. */
export class UserDirectory {
  private readonly cache = new Map<string, Promise<string | null>>();
  constructor(private readonly db: Db) {}

  idOf(username: string): Promise<string | null> {
    const key = username.trim().toLowerCase();
    return cachedAnswer(this.cache, key, () => this.db.user.findUnique({ where: { usernameKey: key }, select: { id: true } }).then((u) => u?.id ?? null));
  }
}

export interface ResolveContext {
  lookup: ReferenceLookup;
  clock: ZoneClock;
  importer: Importer;
  users: UserDirectory;
  matchUsers: boolean;
  /** exported username → local username (checked beforehand) */
  /** exported username → username here */
  userMapping: ReadonlyMap<string, string>;
}

const UNKNOWN_REASON = { airports: "unknownAirport", airlines: "unknownAirline", aircraft: "unknownAircraft" } as const satisfies Record<UnknownKind, ReasonCode>;

export async function resolveRow(row: ImportRow, context: ResolveContext): Promise<Resolution> {
  const unknown: { kind: UnknownKind; key: string }[] = [];
  const found = <T>(answer: Found<T>, kind: UnknownKind, key: string): T | null => {
    if (answer.kind === "found") return answer.row;
    if (answer.kind === "unknown") unknown.push({ kind, key });
    return null;
  };
  let from: AirportRow | null;
  let to: AirportRow | null;
  let airline: AirlineRow | null;
  let aircraft: AircraftRow | null;
  try {
    from = found(await context.lookup.airport(row.from), "airports", row.from.key);
    to = found(await context.lookup.airport(row.to), "airports", row.to.key);
    airline = row.airline ? found(await context.lookup.airline(row.airline), "airlines", row.airline.key) : null;
    aircraft = row.aircraft ? found(await context.lookup.aircraft(row.aircraft), "aircraft", row.aircraft.key) : null;
  } catch (error) {
    // a custom entry the file describes that cannot be created (bad time zone, …)
    if (error instanceof InputError) return { kind: "skip", reasons: [reasonOfError(error)], unknown };
    throw error;
  }
  if (unknown.length > 0 || !from || !to) {
    return { kind: "skip", reasons: unknown.map((u) => ({ code: UNKNOWN_REASON[u.kind], values: { key: u.key } })), unknown };
  }

  let times: { date: string; departure: Date | null; arrival: Date | null };
  try {
    times = resolveTimes(context.clock, row, from, to);
  } catch (error) {
    if (error instanceof InputError) return { kind: "skip", reasons: [reasonOfError(error)], unknown };
    throw error;
  }

  const dropped: DroppedValue[] = [...(row.dropped ?? [])];
  const flightNumber = row.flightNumber ?? (row.flightNumberAfterAirline ? `${airline?.iata ?? airline?.icao ?? row.airline?.key ?? ""}${row.flightNumberAfterAirline}` : null);
  const derivedInput = { date: times.date, datePrecision: row.datePrecision, departure: times.departure, arrival: times.arrival, originTz: from.tz };
  const data: ResolvedFlight = {
    fromId: from.id,
    toId: to.id,
    date: times.date,
    datePrecision: row.datePrecision,
    departure: times.departure,
    arrival: times.arrival,
    airlineId: airline?.id ?? null,
    flightNumber: flightNumber ? cutTo(flightNumber, 16, { field: "flightNumber" }, dropped) : null,
    aircraftId: aircraft?.id ?? null,
    aircraftReg: row.aircraftReg,
    flightReason: row.flightReason,
    notes: cutTo(row.notes, 10_000, { field: "notes" }, dropped),
    distanceKm: haversineKm(from, to),
    durationSeconds: durationSecondsOf(times.departure, times.arrival),
    endsAt: endsAtOf(derivedInput),
    sortAt: sortAtOf(derivedInput),
    departureHour: departureHourOf(times.departure, from.tz),
  };
  const seats = await resolveSeats(row, context, dropped);
  return {
    kind: "ok",
    flight: {
      row: row.row,
      data,
      seats,
      dropped,
      labels: {
        from: airportLabel(from),
        to: airportLabel(to),
        fromTz: from.tz,
        toTz: to.tz,
        airline: airline ? (airline.icao ?? airline.iata ?? airline.name) : null,
        aircraft: aircraft?.icao ?? null,
      },
    },
  };
}

function airportLabel(airport: AirportRow): string {
  return shortCode(airport);
}

function resolveTimes(clock: ZoneClock, row: ImportRow, from: AirportRow, to: AirportRow): { date: string; departure: Date | null; arrival: Date | null } {
  const rowDate = row.date;
  if (rowDate !== null) supportedOrSkip(() => checkSupportedDate(rowDate, "date"), "date");
  const clockDate = row.datePrecision === "day" ? row.date : null;
  const departure = timeAt(clock, row.departure, from.tz, clockDate, "departure");
  if (departure) supportedOrSkip(() => checkSupportedInstant(departure, from.tz, "departure"), "departure");
  let date = row.date;
  if (departure) {
    // a time of day on the row's date is on that date by construction
    const localDate = row.departure?.kind === "clock" && clockDate ? clockDate : localDateOf(departure, from.tz);
    if (date === null) date = periodFirstDay(localDate, row.datePrecision);
    else if (periodFirstDay(localDate, row.datePrecision) !== date) {
      throw new SkipRowError({ code: "dateMismatch", values: { date, localDate } });
    }
  }
  if (date === null) throw new SkipRowError({ code: "missingDate" });

  let arrival: Date | null;
  if (row.arrival?.kind === "afterDeparture") {
    arrival = departure ? new Date(departure.getTime() + row.arrival.seconds * 1000) : null;
  } else if (row.arrival?.kind === "clock" && departure) {
    arrival = inferArrival(clock, departure, row.arrival.time, to.tz, row.statedDurationSeconds);
  } else {
    arrival = timeAt(clock, row.arrival, to.tz, row.datePrecision === "day" ? date : null, "arrival");
  }
  if (arrival) supportedOrSkip(() => checkSupportedInstant(arrival, to.tz, "arrival"), "arrival");
  if (departure && arrival && arrival.getTime() < departure.getTime()) throw new SkipRowError({ code: "arrivalBeforeDeparture" });
  return { date, departure, arrival };
}

/** Runs a check of the supported years; its refusal becomes the row's reason. */
function supportedOrSkip(check: () => void, time: TimeField | "date"): void {
  try {
    check();
  } catch (error) {
    if (error instanceof InputError) throw new SkipRowError({ code: "unsupportedYear", values: { time, first: FIRST_SUPPORTED_YEAR, last: LAST_SUPPORTED_YEAR } });
    throw error;
  }
}

function timeAt(clock: ZoneClock, time: ImportTime | null, tz: string, date: string | null, field: TimeField): Date | null {
  if (!time) return null;
  switch (time.kind) {
    case "instant":
      return time.at;
    case "local":
      return clock.toInstant(time.local, tz, field);
    case "clock":
      if (!date) throw new SkipRowError({ code: "timeNeedsFullDate", values: { time: field } });
      return clock.toInstant(`${date}T${time.time}`, tz, field);
    case "afterDeparture":
      throw new SkipRowError({ code: "durationNotAllowed", values: { time: field } });
  }
}

async function resolveSeats(row: ImportRow, context: ResolveContext, dropped: DroppedValue[]): Promise<SeatData[]> {
  const { importer } = context;
  const seats: SeatData[] = [];
  const taken = new Set<string>();
  for (const seat of row.seats) {
    const details = { seat: seat.seat, seatNumber: seat.seatNumber, seatClass: seat.seatClass };
    let userId: string | null = null;
    let guestName: string | null = null;
    if (seat.owner.kind === "self") userId = importer.userId;
    else if (seat.owner.kind === "guest") guestName = seat.owner.name;
    else {
      const { username, displayName } = seat.owner;
      const mapped = context.userMapping.get(username);
      if (mapped !== undefined) userId = await context.users.idOf(mapped);
      else if (username.toLowerCase() === importer.username.toLowerCase()) userId = importer.userId;
      else if (context.matchUsers) userId = await context.users.idOf(username);
      // whatever matchUsers says (the CLI passes it through), a regular user's import seats no other account
      if (userId && !maySeatUser(importer.principal, userId)) userId = null;
      if (!userId) guestName = displayName || username;
    }
    // one seat per user on a flight
    if (userId) {
      if (taken.has(userId)) {
        dropped.push({ field: "seats", reason: { code: "secondSeatOfUser" } });
        continue;
      }
      taken.add(userId);
    }
    seats.push({ userId, guestName: guestName ? cutTo(guestName, 100, { field: "guestName" }, dropped) : null, ...details });
  }
  if (importNeedsImporterSeat(importer.principal, [...taken])) seats.unshift({ userId: importer.userId, guestName: null, seat: null, seatNumber: null, seatClass: null });
  return seats;
}
