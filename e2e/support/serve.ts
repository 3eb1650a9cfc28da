/**
 * Starts one e2e server: a fresh SQLite database in a temp folder (migrated, reference data loaded, and —
 * unless --empty — seeded), then the production server (dist/server.mjs, as `npm start`) with DATABASE_URL pointing at it.
 * Writes what the specs need (user ids, API keys, database URL) to e2e/.state/<port>.json.
 * Usage: tsx --conditions=react-server e2e/support/serve.ts --port 3200 [--empty]
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { FREQUENT_FLIGHTS } from "./accounts";

async function main() {
  const args = process.argv.slice(2);
  const port = Number(args[args.indexOf("--port") + 1] ?? 3200);
  const empty = args.includes("--empty");
  const dir = mkdtempSync(path.join(os.tmpdir(), `contrail-e2e-${port}-`));
  const url = `file:${path.join(dir, "e2e.db")}`;
  process.env.DATABASE_URL = url;
  // Imported after DATABASE_URL is set: getDb() reads it.
  const { getDb } = await import("@/lib/db/client");
  const { prepareDatabase } = await import("@/lib/setup/prepare-database");
  const started = Date.now();
  await prepareDatabase();
  const db = getDb();
  let state: Record<string, unknown> = { databaseUrl: url, empty };
  if (!empty) {
    const { seedBasics, seedManyFlights } = await import("./seed");
    const seeded = await seedBasics(db);
    await seedManyFlights(db, seeded.users.frequent, FREQUENT_FLIGHTS);
    state = { ...state, ...seeded };
  }
  await db.$disconnect();
  const stateDir = path.join(process.cwd(), "e2e", ".state");
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(path.join(stateDir, `${port}.json`), JSON.stringify(state, null, 2));
  console.log(`[e2e] database for port ${port} ready in ${Date.now() - started} ms`);

  // No NEXTAUTH_SECRET / NEXTAUTH_URL: the e2e run also proves the zero-configuration path (secret kept in AppMeta).
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NEXTAUTH_SECRET;
  delete env.NEXTAUTH_URL;
  const next = spawn(process.execPath, [path.join("dist", "server.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
    stdio: "inherit",
    env,
  });
  const stop = () => {
    next.kill("SIGTERM");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  next.on("exit", (code) => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
