/**
 * When an imported flight is already in the log: the same route on the same day, and the same flight number or the
 * same times. Two flights that both lack a flight number and times match on route and day alone, so importing a
 * file twice adds nothing the second time.
 */

export interface FlightIdentity {
  fromId: number;
  toId: number;
  date: string;
  flightNumber: string | null;
  departure: Date | null;
  arrival: Date | null;
}

export function routeDayKey(flight: Pick<FlightIdentity, "fromId" | "toId" | "date">): string {
  return `${flight.fromId}>${flight.toId}@${flight.date}`;
}

function compactNumber(number: string): string {
  return number.replace(/\s+/g, "").toUpperCase();
}

function sameNumber(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && compactNumber(a) === compactNumber(b);
}

function sameInstant(a: Date | null, b: Date | null): boolean {
  return a === null || b === null ? a === b : a.getTime() === b.getTime();
}

export function isSameFlight(a: FlightIdentity, b: FlightIdentity): boolean {
  if (a.fromId !== b.fromId || a.toId !== b.toId || a.date !== b.date) return false;
  if (sameNumber(a.flightNumber, b.flightNumber)) return true;
  const anyTime = a.departure || a.arrival || b.departure || b.arrival;
  if (anyTime) return sameInstant(a.departure, b.departure) && sameInstant(a.arrival, b.arrival);
  // no times on either side: the route and day decide, unless the flight numbers say they differ
  return !(a.flightNumber && b.flightNumber);
}

/** Departure and arrival as one key; null when the flight has neither or a time that is no instant (never equal). */
function timesKey(flight: FlightIdentity): string | null {
  const departure = flight.departure?.getTime();
  const arrival = flight.arrival?.getTime();
  if (departure === undefined && arrival === undefined) return null;
  if (Number.isNaN(departure) || Number.isNaN(arrival)) return null;
  return `${departure ?? ""}|${arrival ?? ""}`;
}

/**
 * The flights of a log, to answer whether isSameFlight holds for any of them with a few lookups however many flights
 * share a route and day (a file of thousands of flights on one route and day was checked pair by pair). Each way
 * isSameFlight can match is a key, of its kind (n, t, b, u) then its parts, the route and day last: the compacted
 * flight number (n); the exact departure and arrival (t); for flights with neither time, none (b) or a flight number
 * (u). Numbers and times hold no spaces, so no two keys collide. Only short strings are kept: an import remembers
 * every flight of the file and of the user's log. A stored blank flight number counts as none.
 */
export class FlightIndex {
  private readonly keys = new Set<string>();

  add(flight: FlightIdentity): void {
    const route = routeDayKey(flight);
    if (flight.flightNumber) this.keys.add(`n ${compactNumber(flight.flightNumber)} ${route}`);
    const times = timesKey(flight);
    if (times !== null) this.keys.add(`t ${times} ${route}`);
    else if (!flight.departure && !flight.arrival) this.keys.add(`${flight.flightNumber ? "u" : "b"} ${route}`);
  }

  has(flight: FlightIdentity): boolean {
    const route = routeDayKey(flight);
    if (flight.flightNumber !== null && this.keys.has(`n ${compactNumber(flight.flightNumber)} ${route}`)) return true;
    if (flight.departure || flight.arrival) {
      const times = timesKey(flight);
      return times !== null && this.keys.has(`t ${times} ${route}`);
    }
    // no times on either side: the route and day decide, unless both have a flight number
    return this.keys.has(`b ${route}`) || (!flight.flightNumber && this.keys.has(`u ${route}`));
  }
}
