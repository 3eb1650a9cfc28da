import path from "node:path";
import { parseArgs as parseNodeArgs } from "node:util";
import { createDb } from "@/lib/db/client";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { SHARE_TOGGLES, type ShareLinkInput } from "@/lib/share/share-link-input";
import { createShareLink } from "@/lib/share/share-links";
import { setPassword } from "@/lib/users/set-password";
import { createUser, seedReferenceFixtures } from "@/test/support/fixtures";
import { ensureBuild, startServer, type RunningServer } from "@/test/support/production-server";
import { createSqliteTestDb } from "@/test/support/test-db";
import { markReferenceDataLoaded } from "@/test/contract/seed";
import { signInCookie } from "@/test/contract/sign-in";
import { gzipLength, messagesCost } from "./embedded-messages";

/**
 * `npx tsx --conditions=react-server bench/web/page-bytes.ts [--compare <dir>]`: what four first pages weigh in
 * German: a visitor's /signin, a share page (every toggle on), the signed-in dashboard and the offline shell. Prints
 * each page's HTML (bytes, gzip level 9) and the messages handed to its client components (bytes, and what they add
 * to the gzip). `--compare <dir>`: another checkout's production build on a database seeded alike.
 */

const PASSWORD = "a long passphrase for the bench";
const HEADERS = { "accept-language": "de-DE,de;q=0.9" };

/** A fresh database holding an owner with a few flights (seats, classes, reasons) and a share link with all on. */
async function seed(url: string): Promise<{ username: string; slug: string }> {
  const db = createDb(url);
  try {
    await seedReferenceFixtures(db);
    await markReferenceDataLoaded(db);
    const owner = await createUser(db, { role: "owner" });
    await setPassword(db, owner.id, PASSWORD);
    const flights = [
      { from: "ZRH", to: "LHR", departure: "2024-03-31T08:05", arrival: "2024-03-31T08:55", flightReason: "business", seat: "window", seatClass: "business" },
      { from: "LHR", to: "JFK", departure: "2024-04-02T11:00", arrival: "2024-04-02T14:10", flightReason: "leisure", seat: "aisle", seatClass: "economy" },
      { from: "JFK", to: "ZRH", departure: "2024-04-09T18:00", arrival: "2024-04-10T08:00", flightReason: "leisure", seat: "middle", seatClass: "economy" },
    ];
    for (const { seat, seatClass, ...flight } of flights) {
      await saveFlight(db, owner.principal, parseFlightInput({ ...flight, seats: [{ userId: owner.id, seat, seatClass }] }));
    }
    const allOn = Object.fromEntries(SHARE_TOGGLES.map((name) => [name, true])) as Omit<ShareLinkInput, "label" | "expiresAt">;
    const { slug } = await createShareLink(db, owner.id, { label: "Travels", ...allOn, expiresAt: null });
    return { username: owner.username, slug };
  } finally {
    await db.$disconnect();
  }
}

async function pageCost(server: RunningServer, page: string, cookie = "") {
  const response = await fetch(`${server.baseUrl}${page}`, { headers: { ...HEADERS, cookie }, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  const html = await response.text();
  return { page, htmlBytes: Buffer.byteLength(html), htmlGzipBytes: gzipLength(html), ...messagesCost(html) };
}

async function measure(root: string | undefined) {
  const testDb = await createSqliteTestDb();
  const { username, slug } = await seed(testDb.url);
  const server = await startServer({ databaseUrl: testDb.url, ...(root ? { root } : {}) });
  try {
    const cookie = await signInCookie(server.baseUrl, username, PASSWORD);
    return [await pageCost(server, "/signin"), await pageCost(server, `/share/${slug}`), await pageCost(server, "/", cookie), await pageCost(server, "/offline")];
  } finally {
    await server.stop();
    await testDb.cleanup();
  }
}

function print(title: string, costs: Awaited<ReturnType<typeof measure>>): void {
  console.log(`\n${title} (German)\npage              HTML B  HTML gz B  messages B  messages gz B`);
  for (const c of costs) {
    const page = c.page.startsWith("/share/") ? "/share/<slug>" : c.page;
    console.log(`${page.padEnd(15)} ${String(c.htmlBytes).padStart(8)} ${String(c.htmlGzipBytes).padStart(10)} ${String(c.messagesBytes).padStart(11)} ${String(c.messagesGzipBytes).padStart(14)}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseNodeArgs({ options: { compare: { type: "string" } } });
  ensureBuild();
  print("this build", await measure(undefined));
  if (values.compare) print(`compared build (${values.compare})`, await measure(path.resolve(values.compare)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
