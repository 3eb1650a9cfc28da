import { dialectOf, type Db } from "@/lib/db/client";
import { bySql } from "@/lib/db/sql";
import { Prisma } from "@/lib/db/prisma";
import { toNullableDate, toNullableText, toNumber } from "@/lib/db/sql-values";
import type { AuthorizedScope } from "@/lib/scope/authorized-scope";
import { ALL_SCOPE } from "@/lib/scope/rollup-scope";
import { isCompleted } from "./completed";
import { formatInstant } from "@/lib/time/zoned";
import { flightListFilterSql, flightListUnit, flightListWeightSql, hasFilters, type FlightListFilters, type FlightListUnit } from "./flight-list-filters";
import { beyondCursorSql, decodeCursor, encodeCursor, LIST_ORDERS, orderBySql, orderKeysSql, pickedOrderBySql, type Cursor, type FlightSort, type ListOrder } from "./flight-list-order";
import { visibleInScopeSql } from "./visibility";

export { FLIGHT_SORTS, type FlightSort } from "./flight-list-order";
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** A filtered list counts its flights up to this many, then says "more than" (an exact count would read them all). */
export const COUNT_BOUND = 10_000;
/** A page-number jump skips (OFFSET) at most this many flights from the nearer end of the list. */
export const JUMP_BOUND = 10_000;

export interface SearchFlightsOptions {
  scope: AuthorizedScope;
  filters?: FlightListFilters;
  /** shorthand for filters.q */
  q?: string;
  /** shorthand for filters.year */
  year?: number;
  sort?: FlightSort;
  /** 1-based page to jump to, or the last page; ignored when a cursor is given */
  page?: number | "last";
  /** the page after this cursor (a link's `after`) */
  after?: string | null;
  /** the page before this cursor (a link's `before`) */
  before?: string | null;
  pageSize?: number;
  now?: Date;
}

export interface FlightListAirport {
  id: number;
  code: string;
  name: string;
  municipality: string | null;
}

export interface FlightListItem {
  id: number;
  date: string;
  datePrecision: string;
  /** local departure at the origin, "YYYY-MM-DDTHH:mm…+hh:mm"; null when unknown */
  departure: string | null;
  /** local arrival at the destination, the same way; null when unknown */
  arrival: string | null;
  from: FlightListAirport;
  to: FlightListAirport;
  airline: { code: string; name: string } | null;
  flightNumber: string | null;
  aircraft: string | null;
  distanceKm: number;
  durationSeconds: number | null;
  /** not over yet at `now` */
  upcoming: boolean;
}

export interface FlightSearchResult {
  flights: FlightListItem[];
  /** every matching flight, or null when a filtered list has more than COUNT_BOUND */
  total: number | null;
  /**
   * The matching flights counted as the figure they drill down from (flight-list-filters.ts flightListUnit): seats,
   * visits or flights, and their distance; null when not counted (no filter, or more than COUNT_BOUND flights).
   */
  measure: { unit: FlightListUnit; count: number; distanceKm: number } | null;
  /** 1-based page number, or null when unknown (a filtered list beyond COUNT_BOUND, read from its end) */
  page: number | null;
  pageSize: number;
  pageCount: number | null;
  /** cursors for the links to the previous and next page; null on the first (last) page */
  previous: string | null;
  next: string | null;
}

/** Where one page's rows come from: FROM and WHERE on a flight aliased `f`. */
interface Source {
  from: Prisma.Sql;
  where: Prisma.Sql[];
  /** reads every flight in the table's own order (seatsOnly) */
  inTableOrder?: true;
}

interface Totals {
  /** every flight of the scope (rollup), visible to its caller */
  scope: number;
  /** every flight */
  all: number;
}

/**
 * One page of a scope's flights, in the order of an index: no OFFSET over the list and no COUNT over a large scope.
 * Unfiltered totals come from the rollups (StatTotal: every flight of the scope, completed or not, which is the
 * list); filtered ones are counted up to COUNT_BOUND. Pages after/before a cursor continue strictly from it; the last
 * page reads the order from its end. The scope was authorized once (authorizeScope); its caller's visibility rule
 * is part of the WHERE clause.
 */
export async function searchFlights(db: Db, options: SearchFlightsOptions): Promise<FlightSearchResult> {
  const { now, size, filters, order, totals, source, readerFor } = await listOf(db, options);
  const measure = hasFilters(filters) ? await boundedMeasure(db, source, filters, options.scope.subjectUserId) : null;
  const total = hasFilters(filters) ? (measure?.flights ?? null) : totals.scope;
  const reader = readerFor(total);
  const label = typeof options.page === "number" && Number.isInteger(options.page) && options.page >= 1 ? options.page : null;
  const after = decodeCursor(order, options.after);
  const before = decodeCursor(order, options.before);
  let page: Page;
  if (before) page = await reader.before(before, label);
  else if (after) page = await reader.after(after, label);
  else if (options.page === "last") page = await reader.last();
  else page = await reader.jump(label ?? 1);
  const flights = page.rows.map((row) => toItem(row, now));
  return {
    flights,
    total,
    measure: measure ? { unit: measure.unit, count: measure.count, distanceKm: measure.distanceKm } : null,
    page: page.number,
    pageSize: size,
    pageCount: total === null ? null : Math.max(1, Math.ceil(total / size)),
    previous: page.hasPrevious && page.rows[0] ? encodeCursor(order.cursorOf(page.rows[0])) : null,
    next: page.hasNext && page.rows.length > 0 ? encodeCursor(order.cursorOf(page.rows[page.rows.length - 1] as Row)) : null,
  };
}

type Row = Record<string, unknown>;

/** Which rows of the order a read takes: from its start (or end, reversed), after a cursor or an OFFSET. */
interface PageAt {
  reversed: boolean;
  cursor?: Cursor;
  offset?: number;
  limit: number;
}

interface Page {
  rows: Row[];
  number: number | null;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * Walking the list's order along its index instead of the source's own plan: `from` reads Flight through that index,
 * `all` is every flight, which the walk passes `all / matches` of per flight it keeps.
 */
interface OrderWalk {
  from: Prisma.Sql;
  all: number;
}

/** Reads the pages of one list; `total` null means "more than COUNT_BOUND". */
class PageReader {
  private readonly pageCount: number | null;

  constructor(
    private readonly db: Db,
    private readonly source: Source,
    private readonly order: ListOrder,
    private readonly size: number,
    private readonly total: number | null,
    private readonly walk: OrderWalk | null = null,
  ) {
    this.pageCount = total === null ? null : Math.max(1, Math.ceil(total / size));
  }

  /** Page `requested` (1-based), read from the nearer end with an OFFSET of at most JUMP_BOUND flights. */
  async jump(requested: number): Promise<Page> {
    const reach = Math.floor(JUMP_BOUND / this.size);
    if (this.total === null || this.pageCount === null) {
      const number = Math.min(requested, reach + 1);
      const rows = await this.read({ reversed: false, offset: (number - 1) * this.size, limit: this.size + 1 });
      if (rows.length === 0 && number > 1) return this.last();
      return { rows: rows.slice(0, this.size), number, hasPrevious: number > 1, hasNext: rows.length > this.size };
    }
    let number = Math.min(Math.max(1, requested), this.pageCount);
    // beyond reach of both ends: the nearest page in reach (Next and Previous walk on from there)
    if (number - 1 > reach && this.pageCount - number > reach) number = number - 1 < this.pageCount - number ? reach + 1 : this.pageCount - reach;
    const skipped = (number - 1) * this.size;
    const count = Math.max(0, Math.min(this.size, this.total - skipped));
    const fromEnd = this.total - skipped - count;
    const rows =
      fromEnd < skipped
        ? (await this.read({ reversed: true, offset: fromEnd, limit: count })).reverse()
        : await this.read({ reversed: false, offset: skipped, limit: count });
    return { rows, number, hasPrevious: number > 1, hasNext: number < this.pageCount };
  }

  /** The last page: as many flights as the page numbering leaves for it, read from the end of the order. */
  async last(): Promise<Page> {
    if (this.total === null || this.pageCount === null) {
      const rows = await this.read({ reversed: true, limit: this.size + 1 });
      return { rows: rows.slice(0, this.size).reverse(), number: null, hasPrevious: rows.length > this.size, hasNext: false };
    }
    // nothing matches: nothing to look for (a filter no index narrows would read every flight to find none)
    if (this.total === 0) return { rows: [], number: 1, hasPrevious: false, hasNext: false };
    const count = this.total - (this.pageCount - 1) * this.size;
    const rows = (await this.read({ reversed: true, limit: count })).reverse();
    return { rows, number: this.pageCount, hasPrevious: this.pageCount > 1, hasNext: false };
  }

  async after(cursor: Cursor, label: number | null): Promise<Page> {
    const rows = await this.read({ reversed: false, cursor, limit: this.size + 1 });
    if (rows.length === 0) return this.last();
    return { rows: rows.slice(0, this.size), number: this.label(label), hasPrevious: true, hasNext: rows.length > this.size };
  }

  async before(cursor: Cursor, label: number | null): Promise<Page> {
    const rows = await this.read({ reversed: true, cursor, limit: this.size + 1 });
    // fewer than a page before it: the list's start, shown as a full first page
    if (rows.length < this.size) return this.jump(1);
    return { rows: rows.slice(0, this.size).reverse(), number: this.label(label), hasPrevious: rows.length > this.size, hasNext: true };
  }

  private label(label: number | null): number | null {
    return label === null || this.pageCount === null ? label : Math.min(label, this.pageCount);
  }

  private read(at: PageAt): Promise<Row[]> {
    return this.db.$queryRaw<Row[]>(this.sql(at));
  }

  sql(at: PageAt): Prisma.Sql {
    const walk = this.walk;
    // a list beyond COUNT_BOUND has at least that many matches
    const matches = this.total ?? COUNT_BOUND + 1;
    const rows = (at.offset ?? 0) + at.limit;
    const walks = walk !== null && (this.source.inTableOrder ? walkingBeatsScan(matches, rows) : walkingPays(matches, rows, walk.all));
    const from = walk && walks ? walk.from : this.source.from;
    // CROSS JOIN: SQLite starts from the page's few ids; with the LIMIT a parameter it would otherwise walk every
    // flight in order to spare the final sort
    const where = at.cursor ? [...this.source.where, beyondCursorSql(this.order, at.cursor, at.reversed)] : this.source.where;
    return Prisma.sql`
WITH picked AS MATERIALIZED (
  SELECT f."id" AS "pickedId", ${orderKeysSql(this.order)}
  FROM ${from} WHERE ${Prisma.join(where, " AND ")}
  ORDER BY ${orderBySql(this.order, at.reversed)} LIMIT ${at.limit} OFFSET ${at.offset ?? 0}
)
SELECT p.*, f."date", f."datePrecision", f."departure", f."arrival", f."flightNumber", f."distanceKm", f."durationSeconds", f."endsAt",
  fa."id" AS "fromId", fa."iata" AS "fromIata", fa."icao" AS "fromIcao", fa."name" AS "fromName", fa."municipality" AS "fromCity", fa."tz" AS "fromTz",
  ta."id" AS "toId", ta."iata" AS "toIata", ta."icao" AS "toIcao", ta."name" AS "toName", ta."municipality" AS "toCity", ta."tz" AS "toTz",
  al."iata" AS "airlineIata", al."icao" AS "airlineIcao", al."name" AS "airlineName", ac."icao" AS "aircraftIcao"
FROM picked p CROSS JOIN "Flight" f
JOIN "Airport" fa ON fa."id" = f."fromId"
JOIN "Airport" ta ON ta."id" = f."toId"
LEFT JOIN "Airline" al ON al."id" = f."airlineId"
LEFT JOIN "Aircraft" ac ON ac."id" = f."aircraftId"
WHERE f."id" = p."pickedId"
ORDER BY ${pickedOrderBySql(this.order, at.reversed)}`;
  }
}

/**
 * Whether walking an order's index (keeping the `matches` of `all` flights as it passes them) reaches `rows` kept
 * flights sooner than reading every match and sorting them: the walk passes about rows × all / matches flights, the
 * sort reads `matches`.
 */
function walkingPays(matches: number, rows: number, all: number): boolean {
  return matches * matches > rows * all;
}

/** What a flight a walk passes costs, in flights read in the table's own order: its seat looked up at random, not next to the last one's. */
const RANDOM_PER_ORDERED = 4;

/**
 * Whether walking an order's index reaches `rows` kept flights sooner than a source that reads every flight in the
 * table's order and sorts the matches (seatsOnly): the walk passes about rows × all / matches flights, the scan all.
 */
function walkingBeatsScan(matches: number, rows: number): boolean {
  return matches > rows * RANDOM_PER_ORDERED;
}

/**
 * Every flight, filtered by an airline, an airport, a country…: SQLite's planner reads a page through the filter's
 * own index, then sorts every match, however many. Walking the list's order instead, along the date index (which
 * holds the columns those filters read), stops after a page's worth of matches. SQLite is told to when it pays
 * (walkingPays); PostgreSQL weighs both plans itself. A user's list starts from their seats (sourceOf).
 */
function orderWalk(db: Db, scope: AuthorizedScope, order: ListOrder, totals: Totals): OrderWalk | null {
  if (scope.subjectUserId !== null || order.index === undefined) return null;
  return bySql(db, { sqlite: { from: Prisma.raw(`"Flight" f INDEXED BY "${order.index}"`), all: totals.all }, postgresql: null });
}

/** A list's settings, its rows' source and its page reader for a given total (null: more than COUNT_BOUND). */
async function listOf(db: Db, options: SearchFlightsOptions) {
  const now = options.now ?? new Date();
  const size = Math.min(Math.max(1, Math.trunc(options.pageSize ?? DEFAULT_PAGE_SIZE)), MAX_PAGE_SIZE);
  const filters: FlightListFilters = { ...options.filters };
  if (options.q?.trim()) filters.q = options.q.trim().slice(0, 100);
  if (options.year !== undefined && Number.isInteger(options.year)) filters.year = options.year;
  const order = LIST_ORDERS[options.sort ?? "newest"];
  const totals = await readTotals(db, options.scope);
  const source = sourceOf(db, options.scope, filters, totals, size, { forPage: true, now });
  const walk = orderWalk(db, options.scope, order, totals);
  return { now, size, filters, order, totals, source, readerFor: (total: number | null) => new PageReader(db, source, order, size, total, walk) };
}

/**
 * The statement of a list's first page when `matching` flights match its filters (null: more than COUNT_BOUND), as
 * searchFlights would read it: for tests of its plan.
 */
export async function firstPageSql(db: Db, options: SearchFlightsOptions & { matching: number | null }): Promise<Prisma.Sql> {
  const { size, readerFor } = await listOf(db, options);
  return readerFor(options.matching).sql({ reversed: false, offset: 0, limit: size });
}

async function readTotals(db: Db, scope: AuthorizedScope): Promise<Totals> {
  const key = scope.subjectUserId ?? ALL_SCOPE;
  const rows = await db.statTotal.findMany({ where: { scope: { in: [key, ALL_SCOPE] } }, select: { scope: true, flights: true } });
  const count = (name: string) => rows.find((row) => row.scope === name)?.flights ?? 0;
  return { scope: count(key), all: count(ALL_SCOPE) };
}

/**
 * The scope's visible flights, filtered. A user's flights are either walked along the order's index (each checked
 * for the user's seat: cheap when they are a large share of all flights) or found through Seat(userId) and sorted
 * (cheap when they are few): walkingPays, the user's flights being the matches. Filters other than the year (an
 * index range) make the walk longer; they sort the user's. CROSS JOIN makes SQLite start from the seats; PostgreSQL
 * plans both forms itself.
 */
function sourceOf(db: Db, scope: AuthorizedScope, filters: FlightListFilters, totals: Totals, size: number, { forPage = false, now = new Date() } = {}): Source {
  const userId = scope.subjectUserId;
  const where = [visibleInScopeSql(scope.principal, userId), ...flightListFilterSql(dialectOf(db), filters, userId, now)];
  if (userId === null) return seatsOnly(db, filters) ? { from: Prisma.sql`"Flight" f NOT INDEXED`, where, inTableOrder: true } : { from: Prisma.sql`"Flight" f`, where };
  const onlyYear = !hasFilters({ ...filters, year: undefined });
  if (onlyYear && walkingPays(totals.scope, size, totals.all)) {
    return { from: Prisma.sql`"Flight" f`, where: [Prisma.sql`EXISTS (SELECT 1 FROM "Seat" o WHERE o."flightId" = f."id" AND o."userId" = ${userId})`, ...where] };
  }
  const seats = Prisma.sql`"Seat" o CROSS JOIN "Flight" f`;
  const mine = Prisma.sql`o."userId" = ${userId} AND f."id" = o."flightId"`;
  // A page of a user with few flights: PostgreSQL would still walk the order's index and look up a seat for every
  // flight it passes (tens of thousands for a user with a thousand). OFFSET 0 keeps it from merging the subquery:
  // it reads the user's flights, then sorts them.
  const fenced = bySql(db, { postgresql: Prisma.sql`(SELECT f.* FROM ${seats} WHERE ${mine} OFFSET 0) f`, sqlite: null });
  if (forPage && onlyYear && fenced) return { from: fenced, where };
  return { from: seats, where: [mine, ...where] };
}

/** Filters no index of Flight narrows, and none an index of its own: what a seat filter may come with. */
const UNINDEXED_FILTERS = new Set<keyof FlightListFilters>(["seatClass", "seat", "completed", "reason", "weekday", "hour", "month"]);

/**
 * Every flight filtered by its seats' class or position (and nothing an index of Flight narrows), on SQLite: asked
 * of each flight in turn, SQLite took the endsAt index, whose flights come in no order of id, and looked up each
 * one's seats at random in the seat index, all of them to find none. Read in id order, the table's own order, a
 * flight's seats lie next to the last one's in that index. A page of more than a few matches still walks the date
 * index (walkingBeatsScan).
 */
function seatsOnly(db: Db, filters: FlightListFilters): boolean {
  if (!bySql(db, { sqlite: true, postgresql: false }) || (filters.seatClass === undefined && filters.seat === undefined)) return false;
  return (Object.keys(filters) as (keyof FlightListFilters)[]).every((key) => filters[key] === undefined || UNINDEXED_FILTERS.has(key));
}

/**
 * Matching flights up to COUNT_BOUND, with what they count as in the list's unit (their seats or visits) and their
 * distance, in the same statement; null beyond the bound.
 */
async function boundedMeasure(
  db: Db,
  source: Source,
  filters: FlightListFilters,
  subjectUserId: string | null,
): Promise<{ flights: number; unit: FlightListUnit; count: number; distanceKm: number } | null> {
  const weight = flightListWeightSql(filters, subjectUserId) ?? Prisma.sql`1`;
  const [row] = await db.$queryRaw<{ n: number | bigint; w: unknown; d: unknown }[]>`
SELECT COUNT(*) AS "n", SUM(x."w") AS "w", SUM(x."d") AS "d"
FROM (SELECT ${weight} AS "w", f."distanceKm" AS "d" FROM ${source.from} WHERE ${Prisma.join(source.where, " AND ")} LIMIT ${COUNT_BOUND + 1}) x`;
  const n = Number(row?.n ?? 0);
  if (n > COUNT_BOUND) return null;
  return { flights: n, unit: flightListUnit(filters), count: Number(row?.w ?? 0), distanceKm: Number(row?.d ?? 0) };
}

function displayCode(row: Row, side: "from" | "to"): string {
  return String(row[`${side}Iata`] ?? row[`${side}Icao`] ?? row[`${side}Name`]);
}

function toItem(row: Row, now: Date): FlightListItem {
  const departure = toNullableDate(row.departure);
  const arrival = toNullableDate(row.arrival);
  const airlineName = toNullableText(row.airlineName);
  return {
    id: Number(row.pickedId),
    date: String(row.date),
    datePrecision: String(row.datePrecision),
    departure: departure ? formatInstant(departure, String(row.fromTz)) : null,
    arrival: arrival ? formatInstant(arrival, String(row.toTz)) : null,
    from: { id: Number(row.fromId), code: displayCode(row, "from"), name: String(row.fromName), municipality: toNullableText(row.fromCity) },
    to: { id: Number(row.toId), code: displayCode(row, "to"), name: String(row.toName), municipality: toNullableText(row.toCity) },
    airline: airlineName === null ? null : { code: toNullableText(row.airlineIata) ?? toNullableText(row.airlineIcao) ?? "", name: airlineName },
    flightNumber: toNullableText(row.flightNumber),
    aircraft: toNullableText(row.aircraftIcao),
    distanceKm: Number(row.distanceKm),
    durationSeconds: row.durationSeconds === null || row.durationSeconds === undefined ? null : Number(row.durationSeconds),
    upcoming: !isCompleted(toNullableDate(row.endsAt) ?? new Date(0), now),
  };
}

export interface FlightListChoices {
  /** years with flights, newest first */
  years: number[];
  airlines: { id: number; name: string; code: string | null }[];
  aircraft: { id: number; name: string; code: string }[];
}

/**
 * What the filters offer for a scope: its years, airlines and aircraft types, from the rollups.
 */
export async function flightListChoices(db: Db, scope: AuthorizedScope): Promise<FlightListChoices> {
  const key = scope.subjectUserId ?? ALL_SCOPE;
  const [years, airlines, aircraft] = await Promise.all([
    flightYears(db, scope),
    db.$queryRaw<{ id: number; name: string; iata: string | null; icao: string | null }[]>`
SELECT l."id", l."name", l."iata", l."icao" FROM "StatAirline" r JOIN "Airline" l ON l."id" = r."airlineId" WHERE r."scope" = ${key} ORDER BY l."name", l."id"`,
    db.$queryRaw<{ id: number; name: string; icao: string }[]>`
SELECT t."id", t."name", t."icao" FROM "StatAircraft" r JOIN "Aircraft" t ON t."id" = r."aircraftId" WHERE r."scope" = ${key} ORDER BY t."name", t."id"`,
  ]);
  return {
    years,
    airlines: airlines.map((row) => ({ id: Number(row.id), name: row.name, code: row.iata ?? row.icao })),
    aircraft: aircraft.map((row) => ({ id: Number(row.id), name: row.name, code: row.icao })),
  };
}

/**
 * The years (newest first) in which the scope has flights, completed or not, for the year filter: the scope's rows of
 * the per-month rollup (StatPeriod counts every flight of its scope by the year of its local date, as the list's year
 * filter reads it, and loses a row with its last flight): a few dozen rows, where stepping through a traveller's
 * flights read thousands.
 */
export async function flightYears(db: Db, scope: AuthorizedScope): Promise<number[]> {
  const rows = await db.$queryRaw<{ year: unknown }[]>`
SELECT "year" FROM "StatPeriod" WHERE "scope" = ${scope.subjectUserId ?? ALL_SCOPE} GROUP BY "year" ORDER BY "year" DESC`;
  return rows.map((row) => toNumber(row.year));
}
