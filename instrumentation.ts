// Next.js runs register() once when the server starts, before it serves a request: the configuration is checked
// (a bad variable stops here), the database is migrated, the reference data loaded and the background work started
// (lib/background/start-up.ts, as server.ts does), so a fresh install needs no separate step.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getConfig } = await import("./lib/config");
  const { prepareNextAuthEnvironment } = await import("./lib/auth/next-auth-environment");
  prepareNextAuthEnvironment(getConfig());
  const { startUp } = await import("./lib/background/start-up");
  await startUp((message) => console.log(`[contrail] ${message}`));
}
