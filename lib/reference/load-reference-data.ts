import type { Db } from "@/lib/db/client";
import { defaultDataDir, readDataVersion, readReferenceFiles } from "./data-files";
import { syncAircraft } from "./sync-aircraft";
import { syncAirlines } from "./sync-airlines";
import { syncAirports } from "./sync-airports";
import { validateAircraft, validateAirlines, validateAirports } from "./validate";

/** The AppMeta key holding the version of the reference data in the database. */
export const REFERENCE_VERSION_KEY = "reference.version";

export interface LoadReferenceOptions {
  onProgress?: (message: string) => void;
  /** where the data files are (default lib/reference/data under the working directory) */
  dataDir?: string;
  /** load even when this version is already recorded (repairs a database edited by hand) */
  force?: boolean;
}

export interface LoadReferenceResult {
  /** reference (non-custom) rows in the database afterwards */
  airports: number;
  airlines: number;
  aircraft: number;
  /** true when the database already had this version and nothing was done */
  skipped: boolean;
}

const MAX_PROBLEMS_SHOWN = 5;

/**
 * Loads the bundled airports, airlines and aircraft types into the database, or refreshes them when the data
 * files changed. Rows are validated first (validate.ts), then each table is brought in line in batches:
 * bulk inserts into an empty table, per-row updates only where something changed. Custom rows are never
 * touched, and reference rows that flights use are never deleted. The data version is recorded last, so an
 * interrupted load simply resumes on the next start.
 */
export async function loadReferenceData(db: Db, options: LoadReferenceOptions = {}): Promise<LoadReferenceResult> {
  const log = options.onProgress ?? (() => {});
  const dataDir = options.dataDir ?? defaultDataDir();
  const version = readDataVersion(dataDir);
  const recorded = await db.appMeta.findUnique({ where: { key: REFERENCE_VERSION_KEY } });
  if (recorded?.value === version && !options.force) {
    return { ...(await countReferenceRows(db)), skipped: true };
  }

  log(`Loading reference data (version ${version})`);
  const files = readReferenceFiles(dataDir);
  const airports = validateAirports(files.airports);
  const airlines = validateAirlines(files.airlines);
  const aircraft = validateAircraft(files.aircraft);
  const problems = [...airports.problems, ...airlines.problems, ...aircraft.problems];
  if (problems.length > 0) {
    log(`Reference data: ${problems.length} row(s) repaired or dropped, e.g. ${problems.slice(0, MAX_PROBLEMS_SHOWN).join("; ")}`);
  }

  log((await syncAirports(db, airports.rows)).message);
  log((await syncAirlines(db, airlines.rows)).message);
  log((await syncAircraft(db, aircraft.rows)).message);

  await db.appMeta.upsert({
    where: { key: REFERENCE_VERSION_KEY },
    create: { key: REFERENCE_VERSION_KEY, value: version },
    update: { value: version },
  });
  return { ...(await countReferenceRows(db)), skipped: false };
}

async function countReferenceRows(db: Db): Promise<Omit<LoadReferenceResult, "skipped">> {
  const [airports, airlines, aircraft] = await Promise.all([
    db.airport.count({ where: { custom: false } }),
    db.airline.count({ where: { custom: false } }),
    db.aircraft.count({ where: { custom: false } }),
  ]);
  return { airports, airlines, aircraft };
}
