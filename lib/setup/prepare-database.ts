import { getDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { loadReferenceData } from "@/lib/reference/load-reference-data";

export interface PreparedDatabase {
  migrationsApplied: string[];
  reference: Awaited<ReturnType<typeof loadReferenceData>>;
}

/**
 * Everything a database needs before the app serves from it: pending migrations, then the bundled
 * reference data (skipped when this version is already loaded). Run on server start and by `npm run setup`.
 */
export async function prepareDatabase(onProgress?: (message: string) => void): Promise<PreparedDatabase> {
  const migrationsApplied = await migrate();
  if (migrationsApplied.length > 0) onProgress?.(`Applied migrations: ${migrationsApplied.join(", ")}`);
  const reference = await loadReferenceData(getDb(), { onProgress });
  return { migrationsApplied, reference };
}
