import type { Db } from "@/lib/db/client";

/** "Display Name (username)" for each id that exists; for seat lists. */
export async function userLabels(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id) => typeof id === "string" && id !== ""))];
  if (unique.length === 0) return new Map();
  const rows = await db.user.findMany({ where: { id: { in: unique } }, select: { id: true, username: true, displayName: true } });
  return new Map(rows.map((row) => [row.id, row.displayName === row.username ? row.username : `${row.displayName} (${row.username})`]));
}
