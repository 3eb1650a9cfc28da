// `npm run demo`: prepares the embedded database, seeds the demo log (once) and prints the sign-in details;
// package.json then builds, runs this again with --ready (the accounts again, after the build's output) and starts the app.
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/setup/prepare-database";
import { demoBanner, demoUrl } from "./demo/banner";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./demo/seed-demo";

async function main() {
  const url = demoUrl(getConfig().port);
  if (process.argv.includes("--ready")) {
    console.log(`\n${demoBanner(DEMO_ACCOUNTS, DEMO_PASSWORD, url)}\n\nStarting on ${url} …\n`);
    return;
  }
  const started = Date.now();
  await prepareDatabase((message) => console.log(message));
  const summary = await seedDemo(getDb());
  await getDb().$disconnect();
  console.log(
    summary.skipped
      ? `Demo data already present (${summary.flights} flights).`
      : `Seeded ${summary.flights} demo flights in ${Date.now() - started} ms.`,
  );
  console.log(`\n${demoBanner(summary.users, DEMO_PASSWORD, url)}`);
  console.log(`\nBuilding, then starting on ${url} …\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
