import type { Aircraft, Airline, Airport, Flight, Prisma } from "@/lib/db/prisma";
import { InputError } from "@/lib/errors";
import { checkSupportedInstant } from "@/lib/time/supported-years";
import { localDateOf, localToInstant, periodFirstDay, type DatePrecision } from "@/lib/time/zoned";
import { departureHourOf } from "@/lib/time/departure-hour";
import { durationSecondsOf, endsAtOf, haversineKm, sortAtOf } from "./derived";
import { parseDateInput, parseTimeInput, type FlightInput } from "./flight-input";
import { findAircraftByCode } from "@/lib/reference/find-aircraft";
import { findAirlineByCode } from "@/lib/reference/find-airline";
import { findAirportByCode } from "@/lib/reference/find-airport";
import { aircraftIcao } from "@/lib/reference/codes";
import type { Viewer } from "@/lib/reference/visibility";

type Reader = Pick<Prisma.TransactionClient, "airport" | "airline" | "aircraft">;

/** A flight row as stored, without id and seats: codes resolved to ids, derived fields computed. */
export interface ResolvedFlight {
  fromId: number;
  toId: number;
  date: string;
  datePrecision: DatePrecision;
  departure: Date | null;
  arrival: Date | null;
  airlineId: number | null;
  flightNumber: string | null;
  aircraftId: number | null;
  aircraftReg: string | null;
  flightReason: string | null;
  notes: string;
  distanceKm: number;
  durationSeconds: number | null;
  endsAt: Date;
  sortAt: Date;
  departureHour: number | null;
}

/** The stored flight an update starts from, with its airports, airline and aircraft type. */
export type CurrentFlight = Flight & { from: Airport; to: Airport; airline: Airline | null; aircraft: Aircraft | null };

const PRECISION_ORDER: Record<DatePrecision, number> = { day: 0, month: 1, year: 2 };

/**
 * Turns a validated save body into row data. For an update pass the stored flight as `current`: fields the
 * body leaves out keep their stored values. A code that names the stored airport, airline or aircraft type leaves
 * it as it is (a traveller sending back a shared flight as read, with another traveller's custom airport on it);
 * any other code resolves among the reference rows `viewer` (the saving user) may use, so a custom entry reaches
 * a flight only through its owner. Throws InputError naming the field.
 */
export async function resolveFlightInput(db: Reader, input: FlightInput, viewer: Viewer, current?: CurrentFlight): Promise<ResolvedFlight> {
  const from = await resolveAirport(db, input.from, current?.from, "from", viewer);
  const to = await resolveAirport(db, input.to, current?.to, "to", viewer);

  const departure = resolveTime(input.departure, current?.departure ?? null, from.tz, "departure");
  const arrival = resolveTime(input.arrival, current?.arrival ?? null, to.tz, "arrival");
  if (departure && arrival && arrival.getTime() < departure.getTime()) {
    throw new InputError("arrival: must not be before departure", "arrival");
  }

  const { date, datePrecision } = resolveDate(input, current, departure, from.tz);

  const airlineId = await resolveCode(input.airline, current?.airline ?? null, namesAirline, "airline", "Unknown airline", async (code) => {
    return (await findAirlineByCode(db, code, viewer))?.id ?? null;
  });
  const aircraftId = await resolveCode(input.aircraft, current?.aircraft ?? null, namesAircraft, "aircraft", "Unknown aircraft", async (code) => {
    return (await findAircraftByCode(db, code, viewer))?.id ?? null;
  });

  const times = { date, datePrecision, departure, arrival, originTz: from.tz };
  return {
    fromId: from.id,
    toId: to.id,
    date,
    datePrecision,
    departure,
    arrival,
    airlineId,
    flightNumber: keep(input.flightNumber, current?.flightNumber ?? null),
    aircraftId,
    aircraftReg: keep(input.aircraftReg, current?.aircraftReg ?? null),
    flightReason: keep(input.flightReason, current?.flightReason ?? null),
    notes: input.notes !== undefined ? (input.notes ?? "") : (current?.notes ?? ""),
    distanceKm: haversineKm(from, to),
    durationSeconds: durationSecondsOf(departure, arrival),
    endsAt: endsAtOf(times),
    sortAt: sortAtOf(times),
    departureHour: departureHourOf(departure, from.tz),
  };
}

/** The sent value ("" meaning none), or the stored one when the field was left out. */
function keep(sent: string | null | undefined, stored: string | null): string | null {
  if (sent === undefined) return stored;
  return sent === null || sent.trim() === "" ? null : sent.trim();
}

async function resolveAirport(db: Reader, code: string | undefined, stored: Airport | undefined, field: string, viewer: Viewer): Promise<Airport> {
  if (code === undefined) {
    if (stored) return stored;
    throw new InputError(`${field}: required`, field);
  }
  if (stored && namesAirport(stored, code)) return stored;
  const airport = await findAirportByCode(db, code, viewer);
  if (!airport) throw new InputError(`Unknown airport: ${code}`, field);
  return airport;
}

function resolveTime(sent: string | null | undefined, stored: Date | null, tz: string, field: string): Date | null {
  if (sent === undefined) return stored;
  if (sent === null) return null;
  const parsed = parseTimeInput(sent);
  if (!parsed) throw new InputError(`${field}: must be ISO 8601 with an offset or local YYYY-MM-DDTHH:mm[:ss]`, field);
  const instant = parsed.kind === "instant" ? parsed.instant : localToInstant(parsed.local, tz, field);
  checkSupportedInstant(instant, tz, field);
  return instant;
}

async function resolveCode<T extends { id: number }>(
  sent: string | null | undefined,
  stored: T | null,
  names: (row: T, code: string) => boolean,
  field: string,
  unknown: string,
  lookup: (code: string) => Promise<number | null>,
): Promise<number | null> {
  if (sent === undefined) return stored?.id ?? null;
  if (sent === null) return null;
  if (stored && names(stored, sent)) return stored.id;
  const id = await lookup(sent);
  if (id === null) throw new InputError(`${unknown}: ${sent}`, field);
  return id;
}

// Whether a sent code is one of the stored row's own, read as the lookups read codes (any letter case; an airport's
// ident too): then the field is unchanged.
function namesAirport(airport: Airport, code: string): boolean {
  const value = code.trim().toUpperCase();
  return value === airport.icao?.toUpperCase() || value === airport.iata?.toUpperCase() || value === airport.ident.toUpperCase();
}

function namesAirline(airline: Airline, code: string): boolean {
  const value = code.trim().toUpperCase();
  return value === airline.icao?.toUpperCase() || value === airline.iata?.toUpperCase();
}

function namesAircraft(aircraft: Aircraft, code: string): boolean {
  return aircraftIcao(code) === aircraft.icao;
}

/**
 * The stored date is the first day of its period at the origin. Sent: its form gives the precision unless
 * datePrecision is given (which may only be coarser). Not sent: derived from the departure when there is
 * one, else the stored date. A known departure must fall in the date's period.
 */
function resolveDate(
  input: FlightInput,
  current: CurrentFlight | undefined,
  departure: Date | null,
  originTz: string,
): { date: string; datePrecision: DatePrecision } {
  const departureDate = departure ? localDateOf(departure, originTz) : null;
  if (input.date !== undefined) {
    const parsed = parseDateInput(input.date);
    if (!parsed) throw new InputError("date: must be YYYY-MM-DD, YYYY-MM or YYYY", "date");
    const precision = input.datePrecision ?? parsed.precision;
    if (PRECISION_ORDER[precision] < PRECISION_ORDER[parsed.precision]) {
      throw new InputError(`datePrecision: ${precision} needs a date of the form ${FORM[precision]}`, "datePrecision");
    }
    const date = periodFirstDay(parsed.firstDay, precision);
    if (departureDate && periodFirstDay(departureDate, precision) !== date) {
      throw new InputError(`date: does not match departure (local date at the origin: ${departureDate})`, "date");
    }
    return { date, datePrecision: precision };
  }
  const storedPrecision = parsePrecision(current?.datePrecision);
  const precision = input.datePrecision ?? (input.departure ? "day" : (storedPrecision ?? "day"));
  if (departureDate) return { date: periodFirstDay(departureDate, precision), datePrecision: precision };
  if (!current) throw new InputError("date: required unless departure is given", "date");
  if (PRECISION_ORDER[precision] < PRECISION_ORDER[storedPrecision ?? "day"]) {
    throw new InputError(`datePrecision: ${precision} needs a date of the form ${FORM[precision]}`, "datePrecision");
  }
  return { date: periodFirstDay(current.date, precision), datePrecision: precision };
}

const FORM: Record<DatePrecision, string> = { day: "YYYY-MM-DD", month: "YYYY-MM", year: "YYYY" };

function parsePrecision(value: string | undefined): DatePrecision | undefined {
  return value === "day" || value === "month" || value === "year" ? value : undefined;
}
