import type { Db } from "@/lib/db/client";
import type { ReferenceFixtureIds } from "@/test/support/fixtures";

/** `count` flights (ZRH → LHR, one a day from 2000 on, with times) each with a seat for `userId`, inserted in bulk. */
export async function insertManyFlights(db: Db, ids: ReferenceFixtureIds, userId: string, count: number): Promise<void> {
  const first = await db.flight.count();
  const start = Date.UTC(2000, 0, 1, 8);
  const rows = Array.from({ length: count }, (_, i) => {
    const departure = new Date(start + i * 86_400_000);
    const arrival = new Date(departure.getTime() + 5_400_000);
    return {
      fromId: ids.airports.ZRH,
      toId: ids.airports.LHR,
      date: departure.toISOString().slice(0, 10),
      departure,
      arrival,
      airlineId: ids.airlines.SWR,
      flightNumber: `LX${i % 1000}`,
      aircraftId: ids.aircraft.A20N,
      notes: i % 7 === 0 ? "=1+1, \"quoted\"" : "",
      distanceKm: 788,
      durationSeconds: 5400,
      endsAt: arrival,
      sortAt: departure,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.flight.createMany({ data: rows.slice(i, i + 1000) });
  const flights = await db.flight.findMany({ select: { id: true }, orderBy: { id: "asc" }, skip: first });
  for (let i = 0; i < flights.length; i += 1000) {
    await db.seat.createMany({ data: flights.slice(i, i + 1000).map((f) => ({ flightId: f.id, userId, seat: "window", seatClass: "economy" })) });
  }
}
