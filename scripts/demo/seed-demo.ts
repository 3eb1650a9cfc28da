import { hashPassword } from "@/lib/auth/password";
import type { Principal, Role } from "@/lib/auth/principal";
import type { Db } from "@/lib/db/client";
import { saveFlight } from "@/lib/flights/save-flight";
import type { FlightInput } from "@/lib/flights/flight-input";
import { Random } from "@/lib/random";
import { localToInstant } from "@/lib/time/zoned";
import { usernameKeyOf } from "@/lib/auth/username-key";
import { DEMO_ROUTES } from "./routes";
import { DAY_MS } from "@/lib/time/durations";

export const DEMO_PASSWORD = "contrail-demo";

export const DEMO_ACCOUNTS: { username: string; displayName: string; role: Role }[] = [
  { username: "owner", displayName: "Olivia Owner", role: "owner" },
  { username: "admin", displayName: "Adam Admin", role: "admin" },
  { username: "alice", displayName: "Alice Traveller", role: "user" },
  { username: "bob", displayName: "Bob Traveller", role: "user" },
];

const SEAT_POSITIONS = ["window", "aisle", "middle"] as const;
const CLASSES = ["economy", "economy", "economy", "economy+", "business", "first"] as const;
const REASONS = ["leisure", "leisure", "business", "business", "other"] as const;
const GUESTS = ["Maya", "Noah", "Grandma Rose", "Léa Müller"];

export interface DemoSummary {
  users: { username: string; role: Role }[];
  flights: number;
  skipped: boolean;
}

export async function seedDemo(db: Db, now = new Date()): Promise<DemoSummary> {
  if (await db.user.findUnique({ where: { usernameKey: "owner" } })) {
    return { users: DEMO_ACCOUNTS, flights: await db.flight.count(), skipped: true };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, string>();
  for (const user of DEMO_ACCOUNTS) {
    const created = await db.user.create({
      data: { ...user, usernameKey: usernameKeyOf(user.username), passwordHash },
      select: { id: true },
    });
    ids.set(user.username, created.id);
  }
  const zones = await originZones(db);
  const owner: Principal = { userId: ids.get("owner")!, role: "owner" };
  // a fixed seed, so every demo install shows the same log
  const random = new Random(20261121);
  let flights = 0;
  // Six years of history and four months ahead of now, so the demo has upcoming trips too.
  const firstDay = now.getTime() - 6 * 365 * DAY_MS;
  for (const traveller of ["alice", "bob", "admin", "owner"]) {
    const userId = ids.get(traveller)!;
    const count = traveller === "alice" ? 140 : traveller === "bob" ? 90 : 40;
    for (let i = 0; i < count; i++) {
      const route = random.pick(DEMO_ROUTES);
      const dayOffset = Math.floor(random.next() * (6 * 365 + 120));
      const date = new Date(firstDay + dayOffset * DAY_MS);
      const day = date.toISOString().slice(0, 10);
      const seats: NonNullable<FlightInput["seats"]> = [
        { userId, guestName: null, seat: random.pick(SEAT_POSITIONS), seatNumber: `${1 + Math.floor(random.next() * 40)}${"ACDF"[Math.floor(random.next() * 4)]}`, seatClass: random.pick(CLASSES) },
      ];
      // Alice and Bob share some trips; some flights carry a guest.
      if (traveller === "alice" && random.next() < 0.2) seats.push({ userId: ids.get("bob")!, guestName: null, seat: "aisle", seatNumber: null, seatClass: "economy" });
      if (random.next() < 0.1) seats.push({ userId: null, guestName: random.pick(GUESTS), seat: "middle", seatNumber: null, seatClass: "economy" });
      const departure = localToInstant(`${day}T${route.departs}`, zones.get(route.from)!);
      const arrival = new Date(departure.getTime() + route.minutes * 60_000);
      const kind = random.next();
      const input: FlightInput =
        kind < 0.08
          ? { from: route.from, to: route.to, date: day.slice(0, kind < 0.02 ? 4 : kind < 0.04 ? 7 : 10), seats }
          : {
              from: route.from,
              to: route.to,
              departure: departure.toISOString(),
              arrival: arrival.toISOString(),
              airline: route.airline,
              flightNumber: route.flightNumber,
              aircraft: route.aircraft,
              flightReason: random.pick(REASONS),
              notes: random.next() < 0.1 ? "Upgraded at the gate, \"lovely\" crew" : "",
              seats,
            };
      await saveFlight(db, owner, input);
      flights++;
    }
  }
  return { users: DEMO_ACCOUNTS, flights, skipped: false };
}

/** The time zone of each demo origin airport, to turn the timetable's local departure into an instant. */
async function originZones(db: Db): Promise<Map<string, string>> {
  const codes = [...new Set(DEMO_ROUTES.map((route) => route.from))];
  const airports = await db.airport.findMany({ where: { iata: { in: codes } }, select: { iata: true, tz: true, type: true } });
  const zones = new Map<string, string>();
  for (const airport of airports) if (airport.iata && !zones.has(airport.iata)) zones.set(airport.iata, airport.tz);
  const missing = codes.filter((code) => !zones.has(code));
  if (missing.length > 0) throw new Error(`Reference data lacks demo airports: ${missing.join(", ")}`);
  return zones;
}
