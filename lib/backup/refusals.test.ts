import { createWriteStream } from "node:fs";
import { readdir, readFile, readlink, writeFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants, createGzip, gunzipSync, gzipSync } from "node:zlib";
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { InputError } from "@/lib/errors";
import { saveFlight } from "@/lib/flights/save-flight";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { restoreBackup } from "./restore-backup";
import { writeBackup } from "./write-backup";

let dir: string;
let source: TestDb;
let target: TestDb;
let good: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-backup-"));
  source = await createTestDb();
  await seedReferenceFixtures(source.db);
  const ada = await createUser(source.db, { username: "ada" });
  for (const date of ["2024-01-02", "2024-02-03", "2024-03-04"]) {
    await saveFlight(source.db, ada.principal, { from: "ZRH", to: "LHR", date, seats: [{ userId: ada.id }, { guestName: "Bo" }] });
  }
  await writeBackup(source.url, path.join(dir, "good.ndjson.gz"));
  good = await readFile(path.join(dir, "good.ndjson.gz"));
  // the target holds other data: every refused file must leave it exactly so, even with --replace
  target = await createTestDb();
  await seedReferenceFixtures(target.db);
  const zed = await createUser(target.db, { username: "zed" });
  await saveFlight(target.db, zed.principal, { from: "CDG", to: "JFK", date: "2020-05-06" });
});

afterAll(async () => {
  await source?.cleanup();
  await target?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** The lines of the good file, with `edit` applied to one, gzipped again; `rehash` recomputes the checksum (a forger). */
function edited(edit: (lines: string[]) => void, rehash = false): Buffer {
  const lines = gunzipSync(good).toString("utf8").split("\n");
  edit(lines);
  if (rehash) {
    const trailerIndex = lines.findIndex((line) => line.startsWith('{"end"'));
    const trailer = JSON.parse(lines[trailerIndex]!);
    trailer.sha256 = createHash("sha256").update(lines.slice(0, trailerIndex).map((line) => `${line}\n`).join("")).digest("hex");
    lines[trailerIndex] = JSON.stringify(trailer);
  }
  return gzipSync(lines.join("\n"));
}

type UserRow = Record<string, string | number | boolean | null>;

/**
 * The good file with its users replaced by `users(ada)` (ada: its one user, by column name), the end line's User count
 * and checksum made to match, as a forger would.
 */
function withUsers(users: (ada: UserRow) => UserRow[]): Buffer {
  const lines = gunzipSync(good).toString("utf8").split("\n");
  const columns = (JSON.parse(lines[0]!) as { tables: Record<string, string[]> }).tables.User!;
  const at = lines.findIndex((line) => line.startsWith('["User"'));
  const [, ...values] = JSON.parse(lines[at]!) as unknown[];
  const rows = users(Object.fromEntries(columns.map((column, i) => [column, values[i]])) as UserRow);
  lines.splice(at, 1, ...rows.map((row) => JSON.stringify(["User", ...columns.map((column) => row[column])])));
  const end = lines.findIndex((line) => line.startsWith('{"end"'));
  const trailer = JSON.parse(lines[end]!);
  trailer.rows.User = rows.length;
  trailer.sha256 = createHash("sha256").update(lines.slice(0, end).map((line) => `${line}\n`).join("")).digest("hex");
  lines[end] = JSON.stringify(trailer);
  return gzipSync(lines.join("\n"));
}

const another = (ada: UserRow, role: string): UserRow => ({ ...ada, id: "bea-id", username: "bea", usernameKey: "bea", displayName: "bea", role });

/** This process's open descriptors of `file` (Linux), once those being closed are closed. */
async function descriptorsOf(file: string): Promise<string[]> {
  let open: string[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const links = await Promise.all((await readdir("/proc/self/fd")).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => "")));
    open = links.filter((link) => link === file);
    if (open.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return open;
}

async function targetState() {
  return { users: await target.db.user.findMany({ orderBy: { id: "asc" } }), flights: await target.db.flight.findMany({ orderBy: { id: "asc" } }), seats: await target.db.seat.count() };
}

async function refusal(bytes: Buffer | string): Promise<string> {
  const file = typeof bytes === "string" ? bytes : path.join(dir, `bad-${Math.random().toString(36).slice(2)}.gz`);
  if (typeof bytes !== "string") await writeFile(file, bytes);
  const before = await targetState();
  const error = await restoreBackup(target.url, file, { replace: true }).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(InputError);
  expect(await targetState()).toEqual(before);
  return (error as Error).message;
}

describe("a restore refuses, changing nothing,", () => {
  it("a file cut short", async () => {
    expect(await refusal(good.subarray(0, Math.floor(good.length * 0.6)))).toMatch(/cut short/);
    // cut at a line's end, gzipped whole: no end line
    expect(await refusal(edited((lines) => lines.splice(-3)))).toMatch(/cut short|no end line/);
  });

  it("a file with one byte changed", async () => {
    const flipped = Buffer.from(good);
    flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
    expect(await refusal(flipped)).toMatch(/damaged|cut short/);
    // a changed value in a row, gzipped anew: the checksum no longer matches
    expect(await refusal(edited((lines) => (lines[lines.findIndex((l) => l.startsWith('["Flight"'))] = lines.find((l) => l.startsWith('["Flight"'))!.replace("2024-01-02", "2024-01-03"))))).toMatch(/checksum/);
    // a row removed and the checksum forged: the counts no longer match
    expect(await refusal(edited((lines) => lines.splice(lines.findIndex((l) => l.startsWith('["Seat"')), 1), true))).toMatch(/row count of Seat/);
  });

  it("a file from a newer version", async () => {
    expect(await refusal(edited((lines) => (lines[0] = lines[0]!.replace('"version":1', '"version":2'))))).toMatch(/newer version of Contrail \(backup format 2/);
    expect(await refusal(edited((lines) => (lines[0] = lines[0]!.replace(/"schema":"[^"]+"/, '"schema":"29991231000000_later"'))))).toMatch(/newer version of Contrail \(schema 29991231000000_later/);
    expect(await refusal(edited((lines) => (lines[0] = lines[0]!.replace('"Seat":["id"', '"Seat":["colour","id"'))))).toMatch(/newer version/);
  });

  it("a file that is not a backup", async () => {
    expect(await refusal(Buffer.from("id,from,to\n1,ZRH,LHR\n"))).toMatch(/not a Contrail backup file \(not gzip/);
    expect(await refusal(gzipSync('{"format":"contrail","version":1,"flights":[]}\n'))).toMatch(/not a Contrail backup file/);
    expect(await refusal(Buffer.alloc(0))).toMatch(/empty|cut short/);
  });

  it("a database that holds data, unless told to replace it", async () => {
    const file = path.join(dir, "good.ndjson.gz");
    const before = await targetState();
    const error = await restoreBackup(target.url, file).then(() => null, (e: unknown) => e as Error);
    expect(error?.message).toMatch(/already holds data \(1 user\(s\), 1 flight\(s\)\).*--replace/);
    expect(await targetState()).toEqual(before);

    await restoreBackup(target.url, file, { replace: true });
    expect((await target.db.user.findMany()).map((u) => u.username)).toEqual(["ada"]);
    expect(await target.db.flight.count()).toBe(3);
    expect(await target.db.seat.count()).toBe(6);
  });

  it("a line longer than any row, at once and without holding it: gzip packs 256 MiB of one line into a small file", async () => {
    const file = path.join(dir, "giant-line.gz");
    const header = gunzipSync(good).toString("utf8").split("\n")[0]!;
    const block = Buffer.alloc(1024 * 1024, 0x61);
    const lines = (async function* () {
      yield `${header}\n["AppMeta","note","`;
      for (let i = 0; i < 256; i++) yield block;
      yield '"]\n';
    })();
    await pipeline(Readable.from(lines), createGzip({ level: constants.Z_BEST_SPEED }), createWriteStream(file));
    let peak = 0;
    const base = process.memoryUsage().arrayBuffers;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers - base)), 5);
    const started = performance.now();
    try {
      expect(await refusal(file)).toMatch(/damaged \(a line is longer than 1 MB\)/);
    } finally {
      clearInterval(sampler);
    }
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(peak).toBeLessThan(16 * 1024 * 1024);
  });

  it("a user with a role this version does not know (the server would read it as a user)", async () => {
    expect(await refusal(withUsers((ada) => [{ ...ada, role: "superuser" }]))).toBe(
      'Not restored: user "ada" has a role this version does not know ("superuser"). Nothing was changed.',
    );
  });

  it("a password hash that is malformed or costlier than this version's", async () => {
    const real = await hashPassword("correct horse battery");
    const [, , , , salt, key] = real.split("$");
    for (const hash of [
      "not a hash",
      `bcrypt$32768$8$1$${salt}$${key}`,
      `scrypt$32768$8$${salt}$${key}`,
      `scrypt$32768$8$1$${salt}$${key}$`,
      `scrypt$32768$8$1$${salt}$${key!.slice(4)}`,
      `scrypt$32768$8$1$!!!!$${key}`,
      `scrypt$32767$8$1$${salt}$${key}`,
      `scrypt$0x8000$8$1$${salt}$${key}`,
      `scrypt$32768$8$0$${salt}$${key}`,
      // the costs that hold a hashing slot for seconds per sign-in
      `scrypt$65536$8$1$${salt}$${key}`,
      `scrypt$32768$16$1$${salt}$${key}`,
      `scrypt$32768$8$400$${salt}$${key}`,
    ]) {
      expect(await refusal(withUsers((ada) => [{ ...ada, passwordHash: hash }])), hash).toBe(
        'Not restored: user "ada" has a password hash that is malformed or costlier than this version\'s. Nothing was changed.',
      );
    }
  });

  it("and closes the file when a row is refused long before its end", async () => {
    const file = path.join(dir, "refused-early.gz");
    // far more than one read of the file: the refusal comes while most of it is unread
    const many = (ada: UserRow) => Array.from({ length: 50_000 }, (_, i) => ({ ...ada, id: randomBytes(12).toString("hex"), username: `u${i}`, usernameKey: `u${i}` }));
    await writeFile(file, withUsers((ada) => [{ ...ada, role: "superuser" }, ...many(ada)]));
    expect(await refusal(file)).toMatch(/role this version does not know/);
    expect(await descriptorsOf(file)).toEqual([]);
  });

  // two owners too: the admin CLI's `user create --role owner` (the contract's) makes a second one, and a backup of
  // such an instance must restore
  it("but not owners, an admin and users with hashes as this version writes them, or none", async () => {
    const hash = await hashPassword("correct horse battery");
    const file = path.join(dir, "checked-users.gz");
    await writeFile(file, withUsers((ada) => [
      { ...ada, role: "owner", passwordHash: hash },
      another(ada, "admin"),
      { ...another(ada, "user"), id: "cy-id", username: "cy", usernameKey: "cy" },
      { ...another(ada, "owner"), id: "di-id", username: "di", usernameKey: "di" },
    ]));
    await restoreBackup(target.url, file, { replace: true });
    expect((await target.db.user.findMany({ orderBy: { username: "asc" } })).map((u) => [u.username, u.role, u.passwordHash])).toEqual([
      ["ada", "owner", hash],
      ["bea", "admin", null],
      ["cy", "user", null],
      ["di", "owner", null],
    ]);
  });
});
