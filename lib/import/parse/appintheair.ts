import { parseLocalDateTime } from "@/lib/time/zoned";
import { InputError } from "@/lib/errors";
import { aircraftIcaoFromIata } from "./aircraft-iata";
import { normalizeFlightNumber, seatClassFromWord } from "./field-values";
import { selfSeat, type AirportRef, type ImportTime, type ParsedItem } from "../import-row";
import { textLines } from "../read/text-source";

/**
 * App in the Air "data.txt" (the account export): sections of "key: value" lines; under "trips:" each trip is a line
 * "Ownership.MINE;start;end;from;to;…" followed by "flights:" and one line per flight until "hotels:":
 * class;seat;pnr;ticket;…;source;airline IATA;number;aircraft IATA type;from IATA;to IATA;
 * departure UTC;arrival UTC;departure local;arrival local;created
 * The UTC columns fix the instants; the local departure gives the date. Trips marked NOT_MINE are other people's.
 */

const NONE = "None";

export async function* parseAppInTheAir(path: string): AsyncGenerator<ParsedItem> {
  let sawTrips = false;
  let owner: string | null = null;
  let inFlights = false;
  for await (const { line, text } of textLines(path)) {
    const trimmed = text.trim();
    if (!trimmed) continue;
    if (trimmed === "trips:") {
      sawTrips = true;
      continue;
    }
    const trip = /^Ownership\.(\w+);/.exec(trimmed);
    if (trip) {
      owner = trip[1]!;
      inFlights = false;
      continue;
    }
    if (trimmed === "flights:") {
      inFlights = owner !== null;
      continue;
    }
    if (/^[a-z][a-z ]*:/.test(trimmed)) {
      // hotels:, rental cars:, expenses: … end the flight list
      inFlights = false;
      continue;
    }
    if (!inFlights) continue;
    if (owner !== "MINE") {
      yield { kind: "skip", row: line, reason: { code: "tripOfSomeoneElse", values: { owner: String(owner) } } };
      continue;
    }
    yield flightLine(line, trimmed);
  }
  if (!sawTrips) throw new InputError('Not an App in the Air data.txt file: no "trips:" section');
}

function value(field: string | undefined): string | null {
  const text = (field ?? "").trim();
  return text && text !== NONE ? text : null;
}

function flightLine(row: number, text: string): ParsedItem {
  // the first 16 fields are all that is read: a line of a million ";" stays 16 strings
  const f = text.split(";", 16);
  if (f.length < 16) return { kind: "skip", row, reason: { code: "shortFlightLine", values: { count: f.length } } };
  const fromCode = value(f[10])?.toUpperCase();
  const toCode = value(f[11])?.toUpperCase();
  if (!fromCode) return { kind: "skip", row, reason: { code: "missingOrigin" } };
  if (!toCode) return { kind: "skip", row, reason: { code: "missingDestination" } };
  const departure = time(f[12], f[14]);
  const arrival = time(f[13], f[15]);
  const localDeparture = value(f[14]) ?? value(f[12]);
  const date = localDeparture && parseLocalDateTime(localDeparture.slice(0, 19)) ? localDeparture.slice(0, 10) : null;
  if (!date) return { kind: "skip", row, reason: { code: "invalidDepartureTime", values: { cell: f[14] ?? "" } } };

  const airlineIata = value(f[7])?.toUpperCase() ?? null;
  const number = value(f[8]);
  const aircraftCode = value(f[9])?.toUpperCase() ?? null;
  return {
    kind: "row",
    row: {
      row,
      from: airport(fromCode),
      to: airport(toCode),
      date,
      datePrecision: "day",
      departure,
      arrival,
      statedDurationSeconds: null,
      airline: airlineIata ? { key: airlineIata, icao: null, iata: airlineIata, name: null } : null,
      flightNumber: normalizeFlightNumber(`${airlineIata ?? ""}${number ?? ""}`),
      aircraft: aircraftCode ? { key: aircraftCode, icao: aircraftIcaoFromIata(aircraftCode), name: null } : null,
      aircraftReg: null,
      flightReason: null,
      notes: "",
      seats: [selfSeat({ seatClass: seatClassFromWord(value(f[0]) ?? ""), seatNumber: value(f[1])?.slice(0, 10) ?? null })],
    },
  };
}

function airport(code: string): AirportRef {
  return code.length === 4 ? { key: code, icao: code, iata: null } : { key: code, icao: null, iata: code };
}

/** The UTC column when it reads as a time, else the local one. */
function time(utc: string | undefined, local: string | undefined): ImportTime | null {
  const u = value(utc)?.slice(0, 19);
  if (u && parseLocalDateTime(u)) return { kind: "instant", at: new Date(`${u}Z`) };
  const l = value(local)?.slice(0, 19);
  if (l && parseLocalDateTime(l)) return { kind: "local", local: l };
  return null;
}
