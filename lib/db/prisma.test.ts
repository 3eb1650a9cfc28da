import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { Prisma } from "./prisma";

const GENERATED = path.join(__dirname, "generated");
const ROOT = path.resolve(__dirname, "../..");
const SOURCE_DIRS = ["lib", "app", "components", "i18n", "server", "scripts", "test", "e2e", "bench"];
const SKIPPED_DIRS = new Set(["generated", "node_modules", ".next"]);

/** The project's TypeScript files outside lib/db, by their path from the root. */
function sourcesOutsideDb(dir = ""): string[] {
  const names = dir === "" ? [...SOURCE_DIRS, ...readdirSync(ROOT).filter((name) => /\.tsx?$/.test(name))] : readdirSync(path.join(ROOT, dir));
  return names.flatMap((name) => {
    const file = path.join(dir, name);
    if (file === path.join("lib", "db") || SKIPPED_DIRS.has(name) || !existsSync(path.join(ROOT, file))) return [];
    if (statSync(path.join(ROOT, file)).isDirectory()) return sourcesOutsideDb(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

// a static or dynamic import, or a re-export, of a module in a generated client's folder
const GENERATED_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'][^"']*\/generated\/(?:sqlite|postgresql)\b[^"']*["']/;

/** Every generated file of a client, by its path inside the client's folder. */
function filesOf(client: "sqlite" | "postgresql"): Map<string, string[]> {
  const root = path.join(GENERATED, client);
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return [path.relative(root, full), readFileSync(full, "utf8").split("\n")];
  }));
}

// Lines only one client has that prisma.ts allows for: the provider itself, and inputs only PostgreSQL takes.
const PROVIDER = [/"activeProvider": /, /query_compiler_fast_bg\.(sqlite|postgresql)/, /"inlineSchema": /];
const SQLITE_ONLY = [...PROVIDER, /^\s+(in|notIn)\?: /];
const POSTGRESQL_ONLY = [
  ...PROVIDER,
  /^\s+(in|notIn)\?: .*\| Prisma\.List\w+FieldRefInput<\$PrismaModel>/,
  /^\s+mode\?: Prisma\.QueryMode$/,
  /^\s+skipDuplicates\?: boolean$/,
  /^export (const|type) QueryMode\b/,
  /^\s+(default|insensitive): '(default|insensitive)',?$/,
  /^\s+(ReadUncommitted|ReadCommitted|RepeatableRead): '\w+',$/,
  /^export type List\w+FieldRefInput<\$PrismaModel> = FieldRefInputType<\$PrismaModel, '\w+\[\]'>$/,
  /^ \* Reference to a field of type '\w+\[\]'$/,
];

function unexplained(lines: string[], others: string[], allowed: RegExp[]): string[] {
  const present = new Set(others);
  return lines.filter((line) => !present.has(line) && !allowed.some((pattern) => pattern.test(line)));
}

describe("the generated clients", () => {
  it("differ only by the provider and the inputs only PostgreSQL takes (so the SQLite types are right for both)", () => {
    const sqlite = filesOf("sqlite");
    const postgresql = filesOf("postgresql");
    expect([...postgresql.keys()].sort()).toEqual([...sqlite.keys()].sort());
    const differences: string[] = [];
    for (const [file, lines] of sqlite) {
      const other = postgresql.get(file)!;
      differences.push(...unexplained(lines, other, SQLITE_ONLY).map((line) => `${file}, SQLite only: ${line.trim()}`));
      differences.push(...unexplained(other, lines, POSTGRESQL_ONLY).map((line) => `${file}, PostgreSQL only: ${line.trim()}`));
    }
    expect(differences).toEqual([]);
  });
});

describe("imports of a generated client", () => {
  it("are lib/db's alone: the rest of the code takes Prisma and the model types from lib/db/prisma.ts", () => {
    const offending = sourcesOutsideDb().filter((file) => GENERATED_IMPORT.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(offending).toEqual([]);
  });
});

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
describe("Prisma's error classes", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("are those of this database's client: a unique violation is a PrismaClientKnownRequestError P2002", async () => {
    const user = { username: "twice", usernameKey: "twice", displayName: "twice" };
    await t.db.user.create({ data: user });
    const error: unknown = await t.db.user.create({ data: user }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect((error as Prisma.PrismaClientKnownRequestError).code).toBe("P2002");
  });
});
