// A process that prepares DATABASE_URL as a starting server does (lib/setup/prepare-database.ts), for tests that
// start several at once. Argument: the reference data folder (optional). Prints the result as JSON on stdout.
import { getDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/setup/prepare-database";

async function main(): Promise<void> {
  const result = await prepareDatabase(undefined, { referenceDataDir: process.argv[2] || undefined });
  await getDb().$disconnect();
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
