/**
 * The triggers of a rollup declared in lib/stats/rollups/declarations.ts, as migration SQL for both databases:
 *   npm run rollups:sql -- <Table> [sqlite|postgresql]
 * Paste each into the new migration's folder of that database (prisma/migrations/<database>/<timestamp>_<name>/),
 * after its CREATE TABLE and before its backfill (the rollup's fill, lib/stats/rebuild-stat-rollups.ts).
 */
import { InputError } from "@/lib/errors";
import { rollupOf } from "@/lib/stats/rollups/declarations";
import { rollupTriggersSql } from "@/lib/stats/rollups/rollup-triggers";
import { fillSql } from "@/lib/stats/rollups/rollup-sql";

const DIALECTS = ["sqlite", "postgresql"] as const;

function main(): void {
  const [table, only] = process.argv.slice(2);
  const dialects = DIALECTS.filter((dialect) => only === undefined || dialect === only);
  if (!table || dialects.length === 0) {
    console.error("usage: npm run rollups:sql -- <Table> [sqlite|postgresql]");
    process.exit(2);
  }
  let rollup;
  try {
    rollup = rollupOf(table);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  for (const dialect of dialects) {
    process.stdout.write(`-- ${dialect}\n${rollupTriggersSql(rollup, dialect)}\n-- Backfill from the rows already there.\n${fillSql(rollup, dialect)};\n\n`);
  }
}

main();
