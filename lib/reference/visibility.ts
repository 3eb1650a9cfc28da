import { Prisma } from "@/lib/db/prisma";

/**
 * Who sees which reference rows. Bundled rows (custom = false) are everyone's; a custom airport, airline or
 * aircraft type is seen by its owner alone (null: bundled rows only). Code lookups also rank bundled rows first,
 * so a custom row never answers a code a bundled row has, not even for its owner; it answers a code of its own,
 * and its owner can pick it by id (import mapping, a Contrail file's custom entries).
 */
export type Viewer = string | null;

/** Prisma where: the reference rows `viewer` may use. */
export function visibleReferenceWhere(viewer: Viewer): { OR: ({ custom: false } | { ownerId: string })[] } {
  return { OR: viewer ? [{ custom: false }, { ownerId: viewer }] : [{ custom: false }] };
}

/** The same rule as raw SQL, for the type-ahead searches. */
export function visibleReferenceSql(viewer: Viewer): Prisma.Sql {
  return viewer ? Prisma.sql`(NOT "custom" OR "ownerId" = ${viewer})` : Prisma.sql`NOT "custom"`;
}

/** Among rows that share a code: the bundled ones when there are any (a custom row never takes a bundled code). */
export function bundledFirst<T extends { custom: boolean }>(rows: readonly T[]): T[] {
  const bundled = rows.filter((row) => !row.custom);
  return bundled.length > 0 ? bundled : [...rows];
}
