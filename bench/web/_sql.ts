import { Prisma } from "@/lib/db/generated/sqlite/client";
import { topEntriesWith } from "@/lib/stats/ranking-sql";
const q = Prisma.sql`${topEntriesWith(process.argv[2]!, "rt", new Date(), 1000)} SELECT t.k0, t.k1, t.n FROM rtt t ORDER BY t.n DESC`;
let i = 0;
console.log(q.sql.replace(/\?/g, () => { const v = q.values[i++]; return v instanceof Date ? `'${v.toISOString()}'::timestamp` : typeof v === "string" ? `'${v}'` : String(v); }));
