// `npm run setup`: migrate the configured database and load the bundled reference data.
import { prepareDatabase } from "@/lib/setup/prepare-database";
import { getDb } from "@/lib/db/client";

async function main() {
  const started = Date.now();
  const result = await prepareDatabase((message) => console.error(message));
  const { airports, airlines, aircraft, skipped } = result.reference;
  console.error(
    skipped
      ? `Database up to date (${Date.now() - started} ms)`
      : `Loaded ${airports} airports, ${airlines} airlines, ${aircraft} aircraft types in ${Date.now() - started} ms`,
  );
  await getDb().$disconnect();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
