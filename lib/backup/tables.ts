import { LEASE_KEY_PREFIX } from "@/lib/periodic/lease";

/**
 * What a backup holds, table by table, in the order a restore inserts them (foreign keys first). Every row of these
 * tables goes in with its id, reference rows too: flights point at airports, airlines and aircraft by id, and ids
 * of bundled rows differ between databases loaded at different times, so reloading the bundled data could not keep
 * them. The restored reference.version tells the next start whether to refresh them from the repo, as after an
 * upgrade. Not backed up: the statistics rollups (Stat*, rebuilt from flights and seats by the restore), the
 * change feed's tombstones (NOT_BACKED_UP: a restore starts the feed again), the migration history (the target runs
 * its own), the AppMeta rows isSkippedMetaKey names, the TRANSIENT_TABLES and the web imports' UNSAVED_TABLES.
 * tables.test.ts checks that these columns are exactly prisma/schema.prisma's.
 */

/** Tables of passing state that a restored installation starts without: the rate limits' counts. */
export const TRANSIENT_TABLES: readonly string[] = ["LimitCount"];

/** How a column's value is written in the file: JSON has no dates, 64-bit integers or SQLite-proof booleans. */
export type ColumnKind = "text" | "int" | "float" | "bool" | "instant" | "bigint";

export interface BackupTable {
  name: "User" | "ApiKey" | "ShareLink" | "Webhook" | "CalendarFeed" | "Airport" | "Airline" | "Aircraft" | "Flight" | "Seat" | "Trip" | "TripFlight" | "AppMeta";
  /** the single-column primary key, the order of reading (keyset pages) */
  key: string;
  /** an autoincrement id whose PostgreSQL sequence must be moved past the restored rows */
  serial: boolean;
  columns: readonly (readonly [name: string, kind: ColumnKind])[];
}

export const BACKUP_TABLES: readonly BackupTable[] = [
  {
    name: "User",
    key: "id",
    serial: false,
    columns: [
      ["id", "text"], ["username", "text"], ["usernameKey", "text"], ["displayName", "text"], ["passwordHash", "text"],
      ["role", "text"], ["oidcIssuer", "text"], ["oidcSubject", "text"], ["unit", "text"], ["theme", "text"], ["dateFormat", "text"],
      ["clock", "text"], ["sessionVersion", "int"], ["createdAt", "instant"], ["updatedAt", "instant"],
      ["connectionWindowHours", "int"],
      ["homeAirportId", "int"],
      ["language", "text"],
    ],
  },
  {
    name: "ApiKey",
    key: "id",
    serial: false,
    columns: [
      ["id", "text"], ["userId", "text"], ["name", "text"], ["keyHash", "text"], ["prefix", "text"],
      ["createdAt", "instant"], ["lastUsedAt", "instant"], ["expiresAt", "instant"],
    ],
  },
  {
    name: "ShareLink",
    key: "id",
    serial: false,
    columns: [
      ["id", "text"], ["userId", "text"], ["slug", "text"], ["label", "text"], ["showMap", "bool"], ["showStats", "bool"],
      ["showFlights", "bool"], ["showExactDates", "bool"], ["showFlightNumbers", "bool"], ["showSeats", "bool"],
      ["showNotes", "bool"], ["showUpcoming", "bool"], ["expiresAt", "instant"], ["createdAt", "instant"], ["updatedAt", "instant"],
    ],
  },
  {
    name: "Webhook",
    key: "id",
    serial: false,
    columns: [
      ["id", "text"], ["userId", "text"], ["url", "text"], ["secret", "text"], ["enabled", "bool"], ["createdAt", "instant"],
      ["gapCount", "int"], ["gapFrom", "instant"], ["gapTo", "instant"],
    ],
  },
  {
    // the hash keeps a subscribed calendar working after a restore, as an API key does
    name: "CalendarFeed",
    key: "userId",
    serial: false,
    columns: [
      ["userId", "text"], ["tokenHash", "text"], ["includeSeat", "bool"], ["includeDetails", "bool"], ["includeNotes", "bool"],
      ["createdAt", "instant"], ["lastUsedAt", "instant"],
    ],
  },
  {
    name: "Airport",
    key: "id",
    serial: true,
    columns: [
      ["id", "int"], ["ident", "text"], ["icao", "text"], ["iata", "text"], ["name", "text"], ["municipality", "text"],
      ["lat", "float"], ["lon", "float"], ["type", "text"], ["continent", "text"], ["country", "text"], ["tz", "text"],
      ["custom", "bool"], ["ownerId", "text"],
    ],
  },
  {
    name: "Airline",
    key: "id",
    serial: true,
    columns: [
      ["id", "int"], ["icao", "text"], ["iata", "text"], ["name", "text"], ["callsign", "text"], ["country", "text"],
      ["active", "bool"], ["custom", "bool"], ["ownerId", "text"],
    ],
  },
  {
    name: "Aircraft",
    key: "id",
    serial: true,
    columns: [["id", "int"], ["icao", "text"], ["name", "text"], ["manufacturer", "text"], ["custom", "bool"], ["ownerId", "text"]],
  },
  {
    name: "Flight",
    key: "id",
    serial: true,
    columns: [
      ["id", "int"], ["fromId", "int"], ["toId", "int"], ["date", "text"], ["datePrecision", "text"], ["departure", "instant"],
      ["arrival", "instant"], ["airlineId", "int"], ["flightNumber", "text"], ["aircraftId", "int"], ["aircraftReg", "text"],
      ["flightReason", "text"], ["notes", "text"], ["distanceKm", "float"], ["durationSeconds", "int"], ["endsAt", "instant"],
      ["sortAt", "instant"], ["createdAt", "instant"], ["updatedAt", "instant"],
      ["departureHour", "int"],
    ],
  },
  {
    name: "Seat",
    key: "id",
    serial: true,
    columns: [
      ["id", "int"], ["flightId", "int"], ["userId", "text"], ["guestName", "text"], ["seat", "text"], ["seatNumber", "text"],
      ["seatClass", "text"],
    ],
  },
  {
    name: "Trip",
    key: "id",
    serial: true,
    columns: [["id", "int"], ["userId", "text"], ["name", "text"], ["notes", "text"], ["createdAt", "instant"], ["updatedAt", "instant"]],
  },
  { name: "TripFlight", key: "id", serial: true, columns: [["id", "int"], ["tripId", "int"], ["flightId", "int"]] },
  { name: "AppMeta", key: "key", serial: false, columns: [["key", "text"], ["value", "text"]] },
];

/**
 * AppMeta rows left out: 'data.version' is a cache token the restore replaces with a fresh one (a server's cached
 * statistics must not match the new data), the leases 'lease.<task>' (lib/periodic/lease.ts, and the older
 * 'backup.lease') say which running instance does periodic work, 'changes.since' is where the change feed starts,
 * which a restore moves to its own time (restore-target.ts).
 * Everything else is kept, 'auth.secret' included: sessions signed before stay valid after a move, which is why a
 * backup file must be kept as secret as the database.
 */
export const SKIPPED_META_KEYS: readonly string[] = ["data.version", "backup.lease", "changes.since"];

/** Models a backup leaves out besides the statistics rollups. */
export const NOT_BACKED_UP: readonly string[] = ["FlightTombstone"];

export function isSkippedMetaKey(key: string): boolean {
  return SKIPPED_META_KEYS.includes(key) || key.startsWith(LEASE_KEY_PREFIX);
}

/** The same as a condition on AppMeta's "key": true for the rows a backup carries. */
export const CARRIED_META_SQL = `"key" NOT IN (${SKIPPED_META_KEYS.map((key) => `'${key}'`).join(", ")}) AND "key" NOT LIKE '${LEASE_KEY_PREFIX}%'`;

/**
 * Web imports under way (lib/import/web/): uploads wait a day at most and a job belongs to the data it was writing
 * into, so neither is backed up, and a restore clears them (children first) rather than let a job resume into
 * other data. The same for the webhooks' outbox and delivery log: events about the data replaced must not go out
 * about the restored one. And the saves' idempotency keys: each names a flight of the data replaced.
 */
export const UNSAVED_TABLES: readonly string[] = ["ImportJob", "ImportUploadChunk", "ImportUpload", "WebhookDelivery", "WebhookAttempt", "IdempotencyKey"];

export function backupTable(name: string): BackupTable | undefined {
  return BACKUP_TABLES.find((table) => table.name === name);
}
