import { Prisma } from "@/lib/db/prisma";
import { toNumber, type SqlRow } from "@/lib/db/sql-values";
import type { ResolvedFlight } from "@/lib/flights/resolve-flight-input";
import type { SeatData } from "../resolve/resolve-row";

/**
 * Multi-row INSERTs for the import's batches. Prisma's createManyAndReturn compiles the query again for every row,
 * which alone would dominate a large import; one parameterized INSERT … VALUES (…), (…) RETURNING "id" per chunk
 * is cheap. Table and column names are the Prisma model and field names (see lib/db/client.ts);
 * Prisma.sql writes each database's placeholders, and the driver adapter converts Date parameters for it.
 */

type Tx = Prisma.TransactionClient;
type Value = string | number | Date | null;

/** Columns written for a flight: every field of ResolvedFlight, plus the timestamps Prisma would fill in. */
const FLIGHT_COLUMNS = [
  "fromId",
  "toId",
  "date",
  "datePrecision",
  "departure",
  "arrival",
  "airlineId",
  "flightNumber",
  "aircraftId",
  "aircraftReg",
  "flightReason",
  "notes",
  "distanceKm",
  "durationSeconds",
  "endsAt",
  "sortAt",
  "departureHour",
] as const satisfies readonly (keyof ResolvedFlight)[];

const SEAT_COLUMNS = ["userId", "guestName", "seat", "seatNumber", "seatClass"] as const satisfies readonly (keyof SeatData)[];

// SQLite allows 32,766 parameters per statement and PostgreSQL 65,535, but Prisma's handling of a statement grows
// faster than its size: statements of a few hundred flights keep a large import's memory much lower at the same speed.
const MAX_PARAMETERS = 3_000;

function insertSql(table: string, columns: readonly string[], rows: Value[][], returning: boolean): Prisma.Sql {
  const head = Prisma.raw(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `);
  const values = Prisma.join(rows.map((row) => Prisma.sql`(${Prisma.join(row)})`));
  return Prisma.sql`${head}${values}${Prisma.raw(returning ? ' RETURNING "id"' : "")}`;
}

function chunks<T>(items: T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Inserts the flights and answers their ids in the same order. Ids of one statement are handed out in the order of
 * its VALUES rows (SQLite rowids and PostgreSQL's sequence alike), so the RETURNING rows are sorted by id rather than
 * trusted to come back in order.
 */
export async function insertFlightRows(tx: Tx, flights: ResolvedFlight[]): Promise<number[]> {
  const now = new Date();
  const columns = [...FLIGHT_COLUMNS, "createdAt", "updatedAt"];
  const ids: number[] = [];
  for (const chunk of chunks(flights, columns.length)) {
    const values = chunk.map((flight): Value[] => [...FLIGHT_COLUMNS.map((column) => flight[column]), now, now]);
    const rows = await tx.$queryRaw<SqlRow[]>(insertSql("Flight", columns, values, true));
    if (rows.length !== chunk.length) throw new Error("import: the flight insert returned a different number of rows");
    ids.push(...rows.map((r) => toNumber(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

export async function insertSeatRows(tx: Tx, seats: (SeatData & { flightId: number })[]): Promise<void> {
  const columns = ["flightId", ...SEAT_COLUMNS];
  for (const chunk of chunks(seats, columns.length)) {
    await tx.$executeRaw(insertSql("Seat", columns, chunk.map((seat): Value[] => [seat.flightId, ...SEAT_COLUMNS.map((column) => seat[column])]), false));
  }
}
