import { createDb } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/sqlite/client";
import { airportVisitsWith } from "@/lib/stats/airport-visits-sql";
import { topEntriesWith } from "@/lib/stats/ranking-sql";
const db = createDb(process.argv[2]!);
const now = new Date();
const who = process.argv[3] ?? null;
async function t(label: string, sql: Prisma.Sql) {
  await db.$queryRaw(sql);
  const s = performance.now();
  for (let i = 0; i < 5; i++) await db.$queryRaw(sql);
  console.log(label, ((performance.now() - s) / 5).toFixed(2), "ms");
}
(async () => {
  await t("explain", Prisma.sql`EXPLAIN ANALYZE ${topEntriesWith(who, "rt", now, 1000)} SELECT t.k0, t.k1, t.n FROM rtt t ORDER BY t.n DESC`).catch(()=>0);
  await t("top routes 1000", Prisma.sql`${topEntriesWith(who, "rt", now, 1000)} SELECT t.k0, t.k1, t.n FROM rtt t ORDER BY t.n DESC`);
  await t("airports", Prisma.sql`${airportVisitsWith(who, now)} SELECT ap."id", ap."name", v.n FROM visits v JOIN "Airport" ap ON ap."id" = v."airportId" ORDER BY v.n DESC, ap."id" ASC`);
  await db.$disconnect();
})();
