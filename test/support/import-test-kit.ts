import path from "node:path";
import type { Db } from "@/lib/db/client";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures, type ReferenceFixtureIds, type TestUser } from "@/test/support/fixtures";
import type { ImportFormat } from "@/lib/import/formats";
import type { ImportOptions, ImportReport } from "@/lib/import/import-options";
import { runImport } from "@/lib/import/run-import";
import { englishReport } from "@/lib/import/english-report";

/** Shared set-up of the import tests: a fresh database with the reference fixtures and a user. */

export const FIXTURES = path.join(__dirname, "..", "..", "lib", "import", "fixtures");

export function fixture(name: string): string {
  return path.join(FIXTURES, name);
}

export interface ImportKit {
  test: TestDb;
  db: Db;
  ids: ReferenceFixtureIds;
  user: TestUser;
}

export async function startKit(): Promise<ImportKit> {
  const test = await createTestDb();
  const ids = await seedReferenceFixtures(test.db);
  const user = await createUser(test.db, { username: "traveller" });
  return { test, db: test.db, ids, user };
}

/** Imports `file` as the kit's user; the report as the admin CLI prints it (reasons in English). */
export async function importFile(
  kit: ImportKit,
  format: ImportFormat,
  file: string,
  options: Partial<Omit<ImportOptions, "format" | "path">> = {},
): Promise<ImportReport> {
  return englishReport(await runImport(kit.db, { format, path: file, principal: kit.user.principal, ...options }));
}

/** The user's flights as stored, oldest first by departure / date, with codes for easy assertions. */
export async function storedFlights(db: Db, userId: string) {
  const rows = await db.flight.findMany({
    where: { seats: { some: { userId } } },
    include: { from: true, to: true, airline: true, aircraft: true, seats: { orderBy: { id: "asc" } } },
    orderBy: [{ sortAt: "asc" }, { id: "asc" }],
  });
  return rows.map((f) => ({
    from: f.from.icao ?? f.from.iata,
    to: f.to.icao ?? f.to.iata,
    date: f.date,
    datePrecision: f.datePrecision,
    departure: f.departure?.toISOString() ?? null,
    arrival: f.arrival?.toISOString() ?? null,
    durationSeconds: f.durationSeconds,
    airline: f.airline?.icao ?? null,
    flightNumber: f.flightNumber,
    aircraft: f.aircraft?.icao ?? null,
    aircraftReg: f.aircraftReg,
    flightReason: f.flightReason,
    notes: f.notes,
    seats: f.seats.map((s) => ({ userId: s.userId, guestName: s.guestName, seat: s.seat, seatNumber: s.seatNumber, seatClass: s.seatClass })),
  }));
}

export interface ExpectedSeat {
  userId?: string | null;
  guestName?: string | null;
  seat?: string | null;
  seatNumber?: string | null;
  seatClass?: string | null;
}

/** A stored flight as storedFlights shows it, with every field not given left empty. */
export function flight(fields: Partial<Omit<Awaited<ReturnType<typeof storedFlights>>[number], "seats">> & { seats: ExpectedSeat[] }) {
  return {
    from: null,
    to: null,
    date: "",
    datePrecision: "day",
    departure: null,
    arrival: null,
    durationSeconds: null,
    airline: null,
    flightNumber: null,
    aircraft: null,
    aircraftReg: null,
    flightReason: null,
    notes: "",
    ...fields,
    seats: fields.seats.map((s) => ({ userId: null, guestName: null, seat: null, seatNumber: null, seatClass: null, ...s })),
  };
}
