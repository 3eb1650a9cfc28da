import type { Db } from "@/lib/db/client";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { formatInstant } from "@/lib/time/zoned";
import {
  CONTRAIL_FORMAT,
  CONTRAIL_VERSION,
  type ContrailAircraft,
  type ContrailAircraftRef,
  type ContrailAirline,
  type ContrailAirlineRef,
  type ContrailAirport,
  type ContrailAirportRef,
  type ContrailExport,
  type ContrailFlight,
  type ContrailUser,
} from "@/lib/formats/contrail-format";
import { exportFlights, exportWhere, subjectUsername, type ExportFlight } from "./export-flights";

/**
 * Contrail's JSON export (lib/formats/contrail-format.ts) as text chunks: the header lists first, then one flight per
 * chunk, so the response streams and a large log is never built in memory.
 */
export async function* contrailJsonChunks(db: Db, scope: AuthorizedScope, now = new Date()): AsyncGenerator<string> {
  const where = exportWhere(scope);
  const [subject, users, airports, airlines, aircraft] = await Promise.all([
    subjectUsername(db, scope),
    db.user.findMany({ where: { seats: { some: { flight: where } } }, select: { username: true, displayName: true }, orderBy: { usernameKey: "asc" } }),
    db.airport.findMany({ where: { custom: true, OR: [{ departures: { some: where } }, { arrivals: { some: where } }] }, orderBy: { id: "asc" } }),
    db.airline.findMany({ where: { custom: true, flights: { some: where } }, orderBy: { id: "asc" } }),
    db.aircraft.findMany({ where: { custom: true, flights: { some: where } }, orderBy: { id: "asc" } }),
  ]);
  const keys = {
    airports: new Map(airports.map((a, i) => [a.id, `A${i + 1}`])),
    airlines: new Map(airlines.map((a, i) => [a.id, `L${i + 1}`])),
    aircraft: new Map(aircraft.map((a, i) => [a.id, `T${i + 1}`])),
  };
  const header = {
    format: CONTRAIL_FORMAT,
    version: CONTRAIL_VERSION,
    exportedAt: now.toISOString(),
    scope: scope.kind,
    subject,
    users: users.map((u): ContrailUser => ({ username: u.username, displayName: u.displayName })),
    airports: airports.map(
      (a): ContrailAirport => ({
        key: keys.airports.get(a.id)!,
        icao: a.icao,
        iata: a.iata,
        name: a.name,
        municipality: a.municipality,
        lat: a.lat,
        lon: a.lon,
        type: a.type,
        continent: a.continent,
        country: a.country,
        tz: a.tz,
      }),
    ),
    airlines: airlines.map((a): ContrailAirline => ({ key: keys.airlines.get(a.id)!, icao: a.icao, iata: a.iata, name: a.name, callsign: a.callsign, country: a.country })),
    aircraft: aircraft.map((a): ContrailAircraft => ({ key: keys.aircraft.get(a.id)!, icao: a.icao, name: a.name, manufacturer: a.manufacturer })),
  } satisfies Omit<ContrailExport, "flights">;
  // the header without its closing brace, then the flights list
  yield `${JSON.stringify(header, null, 1).replace(/\n}$/, "")},\n "flights": [`;
  let first = true;
  for await (const flight of exportFlights(db, scope)) {
    yield `${first ? "\n  " : ",\n  "}${JSON.stringify(toContrailFlight(flight, keys))}`;
    first = false;
  }
  yield `${first ? "" : "\n "}]\n}\n`;
}

interface Keys {
  airports: Map<number, string>;
  airlines: Map<number, string>;
  aircraft: Map<number, string>;
}

function toContrailFlight(flight: ExportFlight, keys: Keys): ContrailFlight {
  const airport = (a: ExportFlight["from"]): ContrailAirportRef => {
    const key = keys.airports.get(a.id);
    return key ? { custom: key } : { ident: a.ident, icao: a.icao, iata: a.iata };
  };
  const airline: ContrailAirlineRef | null = flight.airline
    ? keys.airlines.has(flight.airline.id)
      ? { custom: keys.airlines.get(flight.airline.id)! }
      : { icao: flight.airline.icao, iata: flight.airline.iata, name: flight.airline.name }
    : null;
  const aircraft: ContrailAircraftRef | null = flight.aircraft
    ? keys.aircraft.has(flight.aircraft.id)
      ? { custom: keys.aircraft.get(flight.aircraft.id)! }
      : { icao: flight.aircraft.icao }
    : null;
  return {
    from: airport(flight.from),
    to: airport(flight.to),
    date: flight.date,
    datePrecision: flight.datePrecision as ContrailFlight["datePrecision"],
    departure: flight.departure ? formatInstant(flight.departure, flight.from.tz) : null,
    arrival: flight.arrival ? formatInstant(flight.arrival, flight.to.tz) : null,
    airline,
    flightNumber: flight.flightNumber,
    aircraft,
    aircraftReg: flight.aircraftReg,
    flightReason: flight.flightReason as ContrailFlight["flightReason"],
    notes: flight.notes,
    seats: flight.seats.map((seat) => ({
      username: seat.user?.username ?? null,
      guestName: seat.user ? null : seat.guestName,
      seat: seat.seat as ContrailFlight["seats"][number]["seat"],
      seatNumber: seat.seatNumber,
      seatClass: seat.seatClass as ContrailFlight["seats"][number]["seatClass"],
    })),
  };
}
