import { Prisma } from "@/lib/db/prisma";
import { toNumber } from "@/lib/db/sql-values";
import { isStorableText } from "@/lib/storable-text";

/**
 * The LIKE patterns of a type-ahead query. Codes are stored upper case and compared so; names are matched
 * case-insensitively (nameLike). '!' escapes the wildcards a user may type.
 */
export interface SearchQuery {
  /** the query upper case, for exact code matches */
  code: string;
  /** codes that start with the query */
  codePrefix: string;
  /** names equal to the query (nameLike patterns from here on) */
  exact: string;
  /** names that start with the query */
  prefix: string;
  /** names with a word that starts with the query (the first word included) */
  word: string;
  /** names that contain the query; for one or two letters, names with a word that starts with them */
  anywhere: string;
  limit: Prisma.Sql;
}

export const MAX_SEARCH_RESULTS = 50;

function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/** Null when there is nothing to search for (nothing stored holds a NUL or an unpaired surrogate). */
export function searchQuery(query: string, limit: number): SearchQuery | null {
  const text = query.trim().replace(/\s+/g, " ");
  if (!text || text.length > 100 || !isStorableText(text)) return null;
  const lower = escapeLike(text.toLowerCase());
  const count = Math.max(1, Math.min(MAX_SEARCH_RESULTS, Math.floor(Number.isFinite(limit) ? limit : 10)));
  // Patterns for nameLike, which matches against " " || name so that a word start is "% query".
  const word = `% ${lower}%`;
  return {
    code: text.toUpperCase(),
    codePrefix: `${escapeLike(text.toUpperCase())}%`,
    exact: ` ${lower}`,
    prefix: ` ${lower}%`,
    word,
    // One or two letters inside words match half of all names: only word starts count then.
    anywhere: text.length < 3 ? word : `%${lower}%`,
    // A clamped integer, written into the SQL: drivers disagree on the type of a bound LIMIT.
    limit: Prisma.raw(String(count)),
  };
}

/** Ids in the order a query returned them: SQLite answers integers as number, PostgreSQL may as bigint. */
export function idsOf(rows: readonly { id: unknown }[]): number[] {
  return rows.map((row) => toNumber(row.id));
}

/** Rows fetched by id, put back in the ranked order. */
export function inOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * `' ' || LOWER(column) LIKE pattern`, with a SearchQuery's patterns: case-insensitive on both databases, and
 * the leading space makes "a word starts with" one pattern. SQLite lowers ASCII letters only, so there
 * "zürich" finds "Zürich" by its other letters alone. A scan of all airports this way is fast enough on SQLite
 * that no index is needed. Column names come from the callers' constants, never from input.
 */
export function nameLike(column: string, pattern: string): Prisma.Sql {
  return Prisma.sql`(' ' || LOWER(${Prisma.raw(`"${column}"`)})) LIKE ${pattern} ESCAPE '!'`;
}
