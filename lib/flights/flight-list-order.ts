import { Prisma } from "@/lib/db/prisma";
import { toDate } from "@/lib/db/sql-values";

export const FLIGHT_SORTS = ["newest", "oldest", "distance", "duration"] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];

/**
 * The sort key of one flight in a list order, as the values of the order's columns (the id last). It travels in
 * page links as text (see encodeCursor), so the next page starts strictly after it: pages never overlap or skip,
 * however many flights share a date or a distance.
 */
export type Cursor = readonly (string | number | Date)[];

export interface ListOrder {
  /** SQL expressions on a flight aliased `f`, most significant first; the last is f."id" */
  columns: readonly Prisma.Sql[];
  /** true: largest first */
  descending: boolean;
  /** the index of Flight that holds the columns in this order, when one does */
  index?: string;
  /** the cursor of a row selected with the columns aliased k0, k1, … */
  cursorOf(row: Record<string, unknown>): Cursor;
  parse(parts: string[]): Cursor | null;
}

const id = Prisma.sql`f."id"`;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function parseId(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,10}$/.test(text) ? Number(text) : null;
}

function parseNumber(text: string | undefined): number | null {
  if (text === undefined || !/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The local date shown (the origin's calendar date), then the instant, then the id. Ordering by the instant alone
 * (sortAt) would put "4 Jan 23:45" in New York above "5 Jan 06:00" in Tokyo, which departed earlier; within one
 * local date the instant keeps a journey's legs in the order they were flown.
 */
function byDate(descending: boolean): ListOrder {
  return {
    columns: [Prisma.sql`f."date"`, Prisma.sql`f."sortAt"`, id],
    descending,
    index: "Flight_date_sortAt_id_idx",
    cursorOf: (row) => [String(row.k0), toDate(row.k1), Number(row.k2)],
    parse: ([date, at, key]) => {
      const flightId = parseId(key);
      if (date === undefined || !isoDate.test(date) || at === undefined || !isoInstant.test(at) || flightId === null) return null;
      const instant = new Date(at);
      return Number.isNaN(instant.getTime()) ? null : [date, instant, flightId];
    },
  };
}

/** A numeric column, largest first, then the id. */
function byNumber(column: Prisma.Sql): ListOrder {
  return {
    columns: [column, id],
    descending: true,
    cursorOf: (row) => [Number(row.k0), Number(row.k1)],
    parse: ([value, key]) => {
      const number = parseNumber(value);
      const flightId = parseId(key);
      return number === null || flightId === null ? null : [number, flightId];
    },
  };
}

export const LIST_ORDERS: Record<FlightSort, ListOrder> = {
  newest: byDate(true),
  oldest: byDate(false),
  distance: byNumber(Prisma.sql`f."distanceKm"`),
  // an unknown duration (never negative otherwise) counts as -1: last when longest come first, on both databases
  duration: byNumber(Prisma.sql`COALESCE(f."durationSeconds", -1)`),
};

/** "value~value~id" (dates as ISO instants): short, readable and safe in a URL. */
export function encodeCursor(cursor: Cursor): string {
  return cursor.map((part) => (part instanceof Date ? part.toISOString() : String(part))).join("~");
}

/** The cursor of a link, or null when it is malformed (the list then starts from its first page). */
export function decodeCursor(order: ListOrder, text: string | null | undefined): Cursor | null {
  if (!text || text.length > 120) return null;
  const parts = text.split("~");
  return parts.length === order.columns.length ? order.parse(parts) : null;
}

/** The order's columns selected as k0, k1, … (for cursorOf). */
export function orderKeysSql(order: ListOrder): Prisma.Sql {
  return Prisma.join(
    order.columns.map((column, index) => Prisma.sql`${column} AS ${Prisma.raw(`"k${index}"`)}`),
    ", ",
  );
}

/** ORDER BY clause body; `reversed` reads the order from its end (for the previous and the last page). */
export function orderBySql(order: ListOrder, reversed: boolean): Prisma.Sql {
  const direction = Prisma.raw(order.descending !== reversed ? "DESC" : "ASC");
  return Prisma.join(
    order.columns.map((column) => Prisma.sql`${column} ${direction}`),
    ", ",
  );
}

/** The same order on the keys selected by orderKeysSql from a row aliased `p`. */
export function pickedOrderBySql(order: ListOrder, reversed: boolean): Prisma.Sql {
  const direction = order.descending !== reversed ? "DESC" : "ASC";
  return Prisma.raw(order.columns.map((_, index) => `p."k${index}" ${direction}`).join(", "));
}

/**
 * The rows strictly beyond the cursor in reading direction, as one row-value comparison: both databases use it as a
 * range on the (date, sortAt, id) index.
 */
export function beyondCursorSql(order: ListOrder, cursor: Cursor, reversed: boolean): Prisma.Sql {
  const comparison = Prisma.raw(order.descending !== reversed ? "<" : ">");
  return Prisma.sql`(${Prisma.join(order.columns, ", ")}) ${comparison} (${Prisma.join(cursor.map((part) => Prisma.sql`${part}`), ", ")})`;
}
