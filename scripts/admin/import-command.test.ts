import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";

const run = promisify(execFile);
const FR24 = path.join(__dirname, "..", "..", "lib", "import", "fixtures", "fr24.csv");

/** `npm run admin -- import …` as a user runs it, on the test database. */
async function admin(testDb: TestDb, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["node_modules/.bin/tsx", "--conditions=react-server", "scripts/admin.ts", "import", ...args], {
      env: { ...process.env, DATABASE_URL: testDb.url },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const SKIPPED = [
  { row: 9, reason: "Unknown airport: KXYZ" },
  { row: 10, reason: "Unknown aircraft: B797" },
  { row: 11, reason: "departure: 2024-03-31T02:30:00 does not exist in Europe/Zurich (daylight-saving gap)" },
  { row: 12, reason: "Invalid date: 2024-02-30" },
];

describe("admin import", () => {
  let testDb: TestDb;
  let dir: string;
  beforeAll(async () => {
    testDb = await createTestDb();
    await seedReferenceFixtures(testDb.db);
    await createUser(testDb.db, { username: "Zoe" });
    dir = await mkdtemp(path.join(os.tmpdir(), "contrail-cli-"));
  });
  afterAll(async () => {
    await testDb.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it("reports a dry run as JSON and writes nothing", { timeout: 90_000 }, async () => {
    const result = await admin(testDb, "--username", "zoe", "--format", "fr24", "--dry-run", FR24);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ imported: 6, duplicates: 0, skipped: SKIPPED, skippedTotal: 4, dropped: [] });
    expect(await testDb.db.flight.count()).toBe(0);
  });

  it("imports, then adds nothing the second time; the format is found from the file when not given", { timeout: 90_000 }, async () => {
    const first = await admin(testDb, "--username", "zoe", "--format", "fr24", FR24);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ imported: 6, duplicates: 0, skipped: SKIPPED, skippedTotal: 4, dropped: [] });
    expect(await testDb.db.flight.count()).toBe(6);
    const second = await admin(testDb, "--username", "zoe", FR24);
    expect(JSON.parse(second.stdout)).toEqual({ imported: 0, duplicates: 6, skipped: SKIPPED, skippedTotal: 4, dropped: [] });
    expect(await testDb.db.flight.count()).toBe(6);
  });

  it("takes a mapping file for unknown codes", { timeout: 90_000 }, async () => {
    const mapping = path.join(dir, "mapping.json");
    await writeFile(mapping, JSON.stringify({ airports: { KXYZ: "LSZH" }, aircraft: { B797: null } }));
    const result = await admin(testDb, "--username", "zoe", "--format", "fr24", "--mapping", mapping, FR24);
    expect(JSON.parse(result.stdout)).toEqual({ imported: 2, duplicates: 6, skipped: SKIPPED.slice(2), skippedTotal: 2, dropped: [] });
  });

  it("lists the values a dry run cannot keep, per column and reason", { timeout: 90_000 }, async () => {
    const header = (await readFile(FR24, "utf8")).split("\n")[0]!.replace(/^\uFEFF/, "");
    const row = "2024-07-03,LX102,Zurich / Zürich Airport (ZRH/LSZH),London / Heathrow (LHR/EGLL),09:00:00,09:45:00,01:45:00,Swiss (LX/SWR),Airbus A320 (A320),HB-ABCDEFGHIJKLMNOPQ,3C,7,0,0,,,,,";
    const file = path.join(dir, "dropped.csv");
    await writeFile(file, [header, row].join("\n"));
    const result = await admin(testDb, "--username", "zoe", "--format", "fr24", "--dry-run", file);
    expect(JSON.parse(result.stdout)).toEqual({
      imported: 1,
      duplicates: 0,
      skipped: [],
      skippedTotal: 0,
      dropped: [
        { field: "Registration", reason: "cut to 16 characters", count: 1, rows: [2] },
        { field: "Seat type", reason: "not a value Contrail knows", count: 1, rows: [2] },
      ],
    });
  });

  it("prints a report larger than a pipe's buffer whole when stdout is a pipe", { timeout: 90_000 }, async () => {
    const header = (await readFile(FR24, "utf8")).split("\n")[0]!.replace(/^\uFEFF/, "");
    // the report lists the first 1,000 rows skipped: a long reason each keeps it well over the 64 kB of a pipe
    const row = `2024-02-30 ${"(no such day) ".repeat(8).trim()},LX100,Zurich / Zürich Airport (ZRH/LSZH),London / Heathrow (LHR/EGLL),09:00:00,09:45:00,01:45:00,Swiss (LX/SWR),Airbus A320 (A320),,,0,0,0,,,,,`;
    const file = path.join(dir, "many-skipped.csv");
    await writeFile(file, [header, ...Array.from({ length: 3000 }, () => row)].join("\n"));
    // The reader starts late, so the pipe fills and the rest of the report waits in the process for it.
    const command = `"${process.execPath}" node_modules/.bin/tsx --conditions=react-server scripts/admin.ts import --username zoe --format fr24 --dry-run "${file}" | (sleep 2; cat)`;
    const { stdout } = await run("sh", ["-c", command], { env: { ...process.env, DATABASE_URL: testDb.url }, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 });
    expect(stdout.length).toBeGreaterThan(128 * 1024);
    const report = JSON.parse(stdout) as { skipped: unknown[]; skippedTotal: number };
    expect(report.skipped).toHaveLength(1000);
    expect(report.skippedTotal).toBe(3000);
  });

  it("answers on stderr with a non-zero status when it cannot import", { timeout: 90_000 }, async () => {
    const unknownUser = await admin(testDb, "--username", "nobody", "--format", "fr24", FR24);
    expect(unknownUser).toMatchObject({ code: 1, stdout: "" });
    expect(unknownUser.stderr).toContain("User not found: nobody");

    const wrongColumns = await admin(testDb, "--username", "zoe", "--format", "jetlog", FR24);
    expect(wrongColumns).toMatchObject({ code: 1, stdout: "" });
    expect(wrongColumns.stderr).toContain('Not a Jetlog CSV file: missing columns "origin", "destination", "departure time", "arrival time"');

    const badFormat = await admin(testDb, "--username", "zoe", "--format", "xls", FR24);
    expect(badFormat.code).toBe(2);
    expect(badFormat.stderr).toContain("--format must be one of fr24, openflights, flighty, appintheair, jetlog, tripit, byair, jetlovers, milesandmore, airtrail, contrail");

    const missingFile = await admin(testDb, "--username", "zoe", path.join(dir, "missing.csv"));
    expect(missingFile.code).toBe(1);
    expect(missingFile.stderr).toContain("The import file cannot be read");
    expect(await testDb.db.flight.count()).toBe(8);
  });

  it("--match-users matches other accounts for an admin or owner only: a regular user's import seats them as guests", { timeout: 90_000 }, async () => {
    const friend = await createUser(testDb.db, { username: "friend" });
    await createUser(testDb.db, { username: "ops", role: "admin" });
    const exportOf = async (name: string, date: string) => {
      const file = path.join(dir, name);
      const flight = { from: { ident: "LSZH", icao: "LSZH", iata: "ZRH" }, to: { ident: "EGLL", icao: "EGLL", iata: "LHR" }, date };
      const seats = ["zoe", "friend"].map((username) => ({ username, guestName: null, seatNumber: null }));
      const users = ["zoe", "friend"].map((username) => ({ username, displayName: null }));
      await writeFile(file, JSON.stringify({ format: "contrail", version: 1, subject: null, users, flights: [{ ...flight, seats }] }));
      return file;
    };
    const seatsOn = async (date: string) =>
      (await testDb.db.seat.findMany({ where: { flight: { date } }, select: { userId: true, guestName: true }, orderBy: { id: "asc" } })).map((s) => s.userId ?? `guest ${s.guestName}`);
    const zoe = await testDb.db.user.findFirstOrThrow({ where: { username: "Zoe" } });

    const asUser = await admin(testDb, "--username", "zoe", "--match-users", await exportOf("as-user.json", "2025-01-10"));
    expect(JSON.parse(asUser.stdout)).toMatchObject({ imported: 1 });
    expect(await seatsOn("2025-01-10")).toEqual([zoe.id, "guest friend"]);

    const asAdmin = await admin(testDb, "--username", "ops", "--match-users", await exportOf("as-admin.json", "2025-01-11"));
    expect(JSON.parse(asAdmin.stdout)).toMatchObject({ imported: 1 });
    expect(await seatsOn("2025-01-11")).toEqual([zoe.id, friend.id]);
  });
});
