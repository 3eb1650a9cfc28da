import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/setup/prepare-database";
import { startBackgroundWork } from "./background-work";

/**
 * The start-up sequence, written once for both entry points: server.ts (`npm start`, before it listens, since an
 * API-only instance may never get the request at which Next runs instrumentation.ts) and instrumentation.ts
 * (`next dev`, `next start`). Migrations and reference data first, then the background work; a second call in the
 * same process finds nothing left to do.
 */
export async function startUp(log: (message: string) => void): Promise<void> {
  const started = Date.now();
  const prepared = await prepareDatabase(log);
  if (!prepared.reference.skipped || prepared.migrationsApplied.length > 0) log(`database ready in ${Date.now() - started} ms`);
  startBackgroundWork(getConfig(), getDb());
}
