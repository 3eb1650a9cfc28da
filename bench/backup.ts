import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb, dialectOf, type Db } from "@/lib/db/client";
import { getStats } from "@/lib/stats/get-stats";
import { authorizeScope } from "@/lib/scope/authorized-scope";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { API_DEFAULTS, parseArgs, type BenchOptions } from "./api/args";
import { seedBenchData } from "./api/seed-bench-data";

/**
 * `npm run bench:backup [-- --flights 200000 --users 50]`: seeds the API bench's data set into a fresh database
 * (SQLite temp file, or a new database on the PostgreSQL server of DATABASE_URL), then times `backup` while other
 * users' statistics are read without pause (their p50/p95 against the same reads with nothing else running), and
 * `restore` into another fresh database of the same kind. Each runs in a process of its own (bench/backup-child.ts),
 * whose peak resident memory is printed.
 */
const USAGE =
  "npm run bench:backup -- [--flights 200000] [--users 50] [--big-user-flights 20000] [--seed 42]\n" +
  "  [--keep]              keep the seeded database and print its URL\n" +
  "npm run bench:backup -- --from <database url>   (the same on a database seeded before with --keep)\n" +
  "npm run bench:backup -- --restore-only <file> [--keep]   (times a restore of that backup file into a fresh database)\n" +
  "SQLite (a temp file) by default; PostgreSQL (fresh databases on that server) when DATABASE_URL is postgres://.";

interface ChildResult {
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  summary: { rows: Record<string, number> };
}

function child(command: "backup" | "restore", url: string, file: string): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", path.join(__dirname, "backup-child.ts"), command, url, file], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, DATABASE_URL: url },
    });
    let out = "";
    proc.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    proc.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").at(-1)!) as ChildResult) : reject(new Error(`${command} exited with ${code}`))));
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Statistics of the given users, one after another, until `until` resolves (or `count` reads); each read's ms. */
async function statsLatencies(db: Db, userIds: string[], stop: { done: boolean }, count = Infinity): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; !stop.done && i < count; i++) {
    const userId = userIds[i % userIds.length]!;
    const scope = await authorizeScope(db, { userId, role: "user" }, { scope: "mine" });
    const started = performance.now();
    await getStats(db, scope, new Date(), { cache: false });
    times.push(performance.now() - started);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return times.sort((a, b) => a - b);
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);

/** A restore of an existing backup file into a fresh database: the restore's figure without seeding again. */
async function restoreOnly(file: string, keep: boolean): Promise<void> {
  const loadBefore = os.loadavg();
  const target = await createTestDb();
  try {
    const restore = await child("restore", target.url, file);
    console.log(`${dialectOf(target.db)}, ${JSON.stringify(restore.summary.rows)}`);
    console.log(`load average before: ${loadBefore.map((n) => fmt(n, 2)).join(" ")}`);
    console.log(`restore:  ${fmt(restore.seconds)} s (CPU ${fmt(restore.cpuSeconds)} s), peak RSS ${fmt(restore.peakRssMb)} MB`);
  } finally {
    if (keep) console.log(`kept the restored database: --from ${target.url}`);
    else await target.cleanup();
  }
}

async function seed(source: Pick<TestDb, "db" | "url">, dialect: string, options: BenchOptions): Promise<{ flights: number; seats: number; bigUserId: string }> {
  console.log(`seeding ${options.flights} flights for ${options.users} users on ${dialect} …`);
  const data = await seedBenchData(source.db, source.url, dialect as Parameters<typeof seedBenchData>[2], options);
  console.log(`seeded ${data.flights} flights / ${data.seats} seats in ${fmt(data.timings.flightsMs / 1000)} s`);
  return data;
}

/** A database seeded by an earlier run with --keep; left as it is afterwards. */
function existing(url: string): Pick<TestDb, "db" | "url" | "cleanup"> {
  const db = createDb(url);
  return { db, url, cleanup: () => db.$disconnect() };
}

/** The counts of a database seeded before, and its big user (the one with the most seats). */
async function seededData(db: Db): Promise<{ flights: number; seats: number; bigUserId: string }> {
  const [flights, seats, big] = await Promise.all([
    db.flight.count(),
    db.seat.count(),
    db.seat.groupBy({ by: ["userId"], where: { userId: { not: null } }, _count: { _all: true }, orderBy: { _count: { userId: "desc" } }, take: 1 }),
  ]);
  return { flights, seats, bigUserId: big[0]?.userId ?? "" };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const serverUrl = process.env.DATABASE_URL ?? "";
  if (/^postgres(ql)?:\/\//i.test(serverUrl)) process.env.TEST_DATABASE_URL = serverUrl;
  else delete process.env.TEST_DATABASE_URL;
  const only = argv.indexOf("--restore-only");
  if (only >= 0) {
    if (!argv[only + 1]) throw new Error(USAGE);
    return restoreOnly(path.resolve(argv[only + 1]!), argv.includes("--keep"));
  }
  const from = argv.indexOf("--from");
  const fromUrl = from >= 0 ? argv.splice(from, 2)[1] : undefined;
  if (from >= 0 && !fromUrl) throw new Error(USAGE);
  const options = parseArgs(argv, { ...API_DEFAULTS, flights: 200_000 }, USAGE);
  const loadBefore = os.loadavg();
  const dir = mkdtempSync(path.join(os.tmpdir(), "contrail-bench-backup-"));
  const source: Pick<TestDb, "db" | "url" | "cleanup"> = fromUrl ? existing(fromUrl) : await createTestDb();
  const target = await createTestDb();
  const dialect = dialectOf(source.db);
  try {
    const data = fromUrl ? await seededData(source.db) : await seed(source, dialect, options);
    // other users: everyone but the big one (whose statistics are the bench's heaviest single user)
    const others = (await source.db.user.findMany({ where: { id: { not: data.bigUserId } }, select: { id: true } })).map((u) => u.id);
    const baseline = await statsLatencies(source.db, others, { done: false }, 300);

    const file = path.join(dir, "bench.ndjson.gz");
    const stop = { done: false };
    const during = statsLatencies(source.db, others, stop);
    const backup = await child("backup", source.url, file).finally(() => (stop.done = true));
    const latencies = await during;
    const restore = await child("restore", target.url, file);
    const [flights, seats] = await Promise.all([target.db.flight.count(), target.db.seat.count()]);
    if (flights !== data.flights || seats !== data.seats) throw new Error(`restored ${flights} flights / ${seats} seats, expected ${data.flights} / ${data.seats}`);

    console.log(`\n${dialect}, ${data.flights} flights / ${data.seats} seats / ${await source.db.user.count()} users`);
    console.log(`load average before: ${loadBefore.map((n) => fmt(n, 2)).join(" ")} (2 cores shared: wall times grow with it, CPU times less)`);
    console.log(`backup:   ${fmt(backup.seconds)} s (CPU ${fmt(backup.cpuSeconds)} s), file ${fmt(statSync(file).size / 1024 / 1024)} MB, peak RSS ${fmt(backup.peakRssMb)} MB`);
    console.log(`restore:  ${fmt(restore.seconds)} s (CPU ${fmt(restore.cpuSeconds)} s; rollups rebuilt, counts and checksum checked), peak RSS ${fmt(restore.peakRssMb)} MB`);
    console.log(`other users' statistics (cache off), ms: alone p50 ${fmt(percentile(baseline, 50))} p95 ${fmt(percentile(baseline, 95))}; ` +
      `during the backup p50 ${fmt(percentile(latencies, 50))} p95 ${fmt(percentile(latencies, 95))} max ${fmt(latencies.at(-1) ?? NaN)} (${latencies.length} reads)`);
  } finally {
    if (options.keep && !fromUrl) console.log(`kept the seeded database: --from ${source.url}`);
    else await source.cleanup();
    await target.cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
