import { Prisma } from "@/lib/db/prisma";

/** An instant in integer milliseconds, as the LimitCount columns hold it (BIGINT on both databases). */
export function millisSql(ms: number): Prisma.Sql {
  return Prisma.sql`CAST(${Math.floor(ms)} AS BIGINT)`;
}
