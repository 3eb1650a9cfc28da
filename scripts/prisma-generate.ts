// Generates the Prisma client twice from prisma/schema.prisma: once for SQLite, once for PostgreSQL
// (the same file with only the provider and output swapped), so both databases share every model.
// The Prisma CLI wants a schema-engine binary even for `generate`, which it would download; generate
// never runs it, so any existing file will do (see README, "Working offline").
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const schemaPath = path.join(root, "prisma/schema.prisma");
const postgresSchemaPath = path.join(root, "prisma/.generated/postgresql.prisma");

export function postgresSchemaFrom(sqliteSchema: string): string {
  const swapped = sqliteSchema
    .replace('provider = "sqlite"', 'provider = "postgresql"')
    .replace('output       = "../lib/db/generated/sqlite"', 'output       = "../../lib/db/generated/postgresql"');
  if (!swapped.includes('"postgresql"') || !swapped.includes("generated/postgresql")) {
    throw new Error("prisma/schema.prisma no longer has the provider/output lines this script swaps");
  }
  return swapped;
}

function generate(schema: string) {
  execFileSync(process.execPath, [require.resolve("prisma/build/index.js"), "generate", "--schema", schema], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" },
  });
}

if (require.main === module) {
  mkdirSync(path.dirname(postgresSchemaPath), { recursive: true });
  writeFileSync(postgresSchemaPath, postgresSchemaFrom(readFileSync(schemaPath, "utf8")));
  generate(schemaPath);
  generate(postgresSchemaPath);
  console.log("Prisma clients generated for SQLite and PostgreSQL");
}
