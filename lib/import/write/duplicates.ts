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

function sameNumber(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.replace(/\s+/g, "").toUpperCase() === b.replace(/\s+/g, "").toUpperCase();
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

/**
 * Flights grouped by route and day, to find a match without comparing every pair. Entries are kept as short strings
 * (number|departure ms|arrival ms): an import remembers every flight of the file and of the user's log.
 */
export class FlightIndex {
  private readonly groups = new Map<string, string[]>();

  add(flight: FlightIdentity): void {
    const key = routeDayKey(flight);
    const entry = `${flight.flightNumber ?? ""}|${flight.departure?.getTime() ?? ""}|${flight.arrival?.getTime() ?? ""}`;
    const group = this.groups.get(key);
    if (group) group.push(entry);
    else this.groups.set(key, [entry]);
  }

  has(flight: FlightIdentity): boolean {
    const group = this.groups.get(routeDayKey(flight));
    if (!group) return false;
    return group.some((entry) => {
      const [number, departure, arrival] = entry.split("|") as [string, string, string];
      return isSameFlight(flight, {
        ...flight,
        flightNumber: number || null,
        departure: departure ? new Date(Number(departure)) : null,
        arrival: arrival ? new Date(Number(arrival)) : null,
      });
    });
  }
}
