import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { resolveDatabaseTarget } from "@/lib/config/database-url";
import { migrateLocked } from "@/lib/db/migrate";
import { withSetupLock } from "@/lib/db/setup-lock";
import { loadReferenceData } from "@/lib/reference/load-reference-data";

export interface PreparedDatabase {
  migrationsApplied: string[];
  reference: Awaited<ReturnType<typeof loadReferenceData>>;
}

export interface PrepareOptions {
  /** where the reference data files are (default: the bundled ones) */
  referenceDataDir?: string;
}

/**
 * Everything a database needs before the app serves from it: pending migrations, then the bundled
 * reference data (skipped when this version is already loaded). Run on server start and by `npm run setup`.
 * Both steps run under the setup lock: of several processes starting together on one database, one does the work
 * and the others wait, then find it done.
 */
export async function prepareDatabase(onProgress?: (message: string) => void, options: PrepareOptions = {}): Promise<PreparedDatabase> {
  const target = resolveDatabaseTarget(getConfig().databaseUrl);
  return withSetupLock(
    target,
    async () => {
      const migrationsApplied = await migrateLocked(target);
      if (migrationsApplied.length > 0) onProgress?.(`Applied migrations: ${migrationsApplied.join(", ")}`);
      const reference = await loadReferenceData(getDb(), { onProgress, dataDir: options.referenceDataDir });
      return { migrationsApplied, reference };
    },
    onProgress,
  );
}
