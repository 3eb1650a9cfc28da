// Next.js runs register() once when the server starts, before it serves a request: the configuration is checked
// (a bad variable stops here), the database is migrated and the reference data loaded, so a fresh install needs
// no separate step.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getConfig } = await import("./lib/config");
  const { prepareNextAuthEnvironment } = await import("./lib/auth/next-auth-environment");
  prepareNextAuthEnvironment(getConfig());
  const { prepareDatabase } = await import("./lib/setup/prepare-database");
  const started = Date.now();
  const result = await prepareDatabase((message) => console.log(`[contrail] ${message}`));
  if (!result.reference.skipped || result.migrationsApplied.length > 0) {
    console.log(`[contrail] database ready in ${Date.now() - started} ms`);
  }
  const { startPeriodicWork } = await import("./lib/periodic/periodic-work");
  const { getDb } = await import("./lib/db/client");
  startPeriodicWork(getConfig(), getDb());
  const { startImportJobPolling } = await import("./lib/import/web/import-jobs");
  startImportJobPolling(getDb());
}
