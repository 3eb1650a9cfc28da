import type { Dialect } from "@/lib/config/database-url";
import { InputError } from "@/lib/errors";
import { haulSql } from "@/lib/co2/factors";
import { airframeKeySql, hourKeySql, weekdayKeySql } from "@/lib/flights/breakdown-keys";
import { periodMonthSql, periodYearSql } from "@/lib/flights/stat-period";
import { endMonthSql } from "../end-month";

/**
 * Every statistics rollup (prisma/schema.prisma, Stat*) declared once: which source rows it counts, the key each row
 * lands on and what it adds there. The rebuild (rebuild-stat-rollups.ts), the agreement check against the
 * trigger-maintained tables (rollup-agreement.ts) and the triggers of a new rollup (rollup-triggers.ts) are all
 * computed from these. The rollups hold ALL flights, completed or not: readers take away the flights not yet
 * completed at request time with lib/flights/completed.ts's rule, so no declaration has a completed condition.
 */

/** The rows an expression reads: `f` a "Flight" row, `s` a "Seat" row (both a "StatSeatEnd" row for 'seat-ends'). */
export interface RowRef {
  f: string;
  s: string;
  dialect: Dialect;
}

/** Trusted SQL over the rows of a RowRef. */
export type Expr = (row: RowRef) => string;

/**
 * Which source rows a part counts. Scoped row sets add the key column "scope": '*' for every flight (or seat),
 * a user id for that user's own.
 * - 'flight-scopes': each flight for '*', and for each user holding a seat on it (counts flights)
 * - 'seat-scopes': each seat for '*' (guest seats too), and each user's seat for that user (counts seats)
 * - 'user-seats': each user's seat for that user (a user's flights, with that user's seat)
 * - 'flights': each flight once, no scope
 * - 'seats': each seat once, no scope
 * - 'seat-ends': each "StatSeatEnd" row once, no scope (a rollup kept from another rollup)
 */
export type RowSet = "flight-scopes" | "seat-scopes" | "user-seats" | "flights" | "seats" | "seat-ends";

/** One way a source row lands in the rollup: the value of each key column (but "scope"), when `when` holds. */
export interface RollupPart {
  rows: RowSet;
  keys: Readonly<Record<string, Expr>>;
  when?: Expr;
}

interface DeclarationBase {
  table: StatTable;
  /** the primary key's columns, in order ("scope" first for scoped row sets) */
  key: readonly string[];
  parts: readonly RollupPart[];
  /** the migrations whose triggers keep it (both folders, prisma/migrations/{sqlite,postgresql}) */
  triggers: readonly string[];
  /** the modules whose SQL reads it */
  readers: readonly string[];
}

/** Rows counted per key: `count` is the column counting them (a row whose count reaches 0 is deleted), `sums` add values. */
export interface CountRollup extends DeclarationBase {
  kind: "count";
  count: string;
  sums: Readonly<Record<string, Expr>>;
}

/** One table row per source row, carrying copies of its values (a list read in key order). */
export interface ListRollup extends DeclarationBase {
  kind: "list";
  values: Readonly<Record<string, Expr>>;
}

export type RollupDeclaration = CountRollup | ListRollup;

export const STAT_ROLLUP_TABLES = ["StatTotal", "StatAirport", "StatAirline", "StatAircraft", "StatRoute", "StatFlightEnd", "StatSeatEnd", "StatSeatEndMonth", "StatFlightEndMonth", "StatPeriod", "StatBreakdown", "StatCo2", "StatSeatPeriod", "StatPeriodEntry"] as const;
export type StatTable = (typeof STAT_ROLLUP_TABLES)[number];

const col = (column: string, of: "f" | "s" = "f"): Expr => (row) => `${row[of]}."${column}"`;
const orEmpty = (column: string, of: "f" | "s" = "s"): Expr => (row) => `COALESCE(${row[of]}."${column}", '')`;
const text = (value: string): Expr => () => `'${value}'`;
const zero: Expr = () => "0";
const notNull = (column: string): Expr => (row) => `${row.f}."${column}" IS NOT NULL`;
const year: Expr = (row) => periodYearSql(row.f);
const month: Expr = (row) => periodMonthSql(row.f);
const haul: Expr = (row) => haulSql(`${row.f}."distanceKm"`);
const durationOrZero: Expr = (row) => `COALESCE(${row.f}."durationSeconds", 0)`;
const distance = col("distanceKm");

const FLIGHT_TOTALS = "20261122000000_stat_rollups";
const DASHBOARD = "20261125000000_dashboard_rollups";

export const ROLLUPS: readonly RollupDeclaration[] = [
  {
    table: "StatTotal",
    kind: "count",
    key: ["scope"],
    count: "flights",
    sums: { distanceKm: distance, durationSeconds: durationOrZero },
    parts: [{ rows: "flight-scopes", keys: {} }],
    triggers: [FLIGHT_TOTALS, DASHBOARD],
    readers: ["lib/stats/stats-sql.ts"],
  },
  {
    table: "StatAirport",
    kind: "count",
    key: ["scope", "airportId"],
    count: "flights",
    sums: {},
    // once for its origin and once for its destination (twice for a flight from and to one airport)
    parts: [
      { rows: "flight-scopes", keys: { airportId: col("fromId") } },
      { rows: "flight-scopes", keys: { airportId: col("toId") } },
    ],
    triggers: [FLIGHT_TOTALS, DASHBOARD],
    readers: ["lib/stats/stats-sql.ts", "lib/stats/ranking-sql.ts", "lib/stats/airport-visits-sql.ts"],
  },
  {
    table: "StatAirline",
    kind: "count",
    key: ["scope", "airlineId"],
    count: "flights",
    sums: {},
    parts: [{ rows: "flight-scopes", keys: { airlineId: col("airlineId") }, when: notNull("airlineId") }],
    triggers: [FLIGHT_TOTALS, DASHBOARD],
    readers: ["lib/stats/ranking-sql.ts", "lib/flights/search-flights.ts"],
  },
  {
    table: "StatAircraft",
    kind: "count",
    key: ["scope", "aircraftId"],
    count: "flights",
    sums: {},
    parts: [{ rows: "flight-scopes", keys: { aircraftId: col("aircraftId") }, when: notNull("aircraftId") }],
    triggers: [FLIGHT_TOTALS, DASHBOARD],
    readers: ["lib/stats/ranking-sql.ts", "lib/flights/search-flights.ts"],
  },
  {
    table: "StatRoute",
    kind: "count",
    key: ["scope", "fromId", "toId"],
    count: "flights",
    sums: {},
    parts: [{ rows: "flight-scopes", keys: { fromId: col("fromId"), toId: col("toId") } }],
    triggers: [FLIGHT_TOTALS, DASHBOARD],
    readers: ["lib/stats/ranking-sql.ts"],
  },
  {
    table: "StatFlightEnd",
    kind: "list",
    key: ["scope", "endsAt", "flightId"],
    parts: [{ rows: "user-seats", keys: { endsAt: col("endsAt"), flightId: col("id") } }],
    values: {
      fromId: col("fromId"),
      toId: col("toId"),
      airlineId: col("airlineId"),
      aircraftId: col("aircraftId"),
      distanceKm: distance,
      durationSeconds: col("durationSeconds"),
      year,
      month,
      flightReason: col("flightReason"),
      seatClass: col("seatClass", "s"),
      seat: col("seat", "s"),
    },
    triggers: [FLIGHT_TOTALS, DASHBOARD],
    readers: ["lib/stats/ranking-sql.ts", "lib/stats/dashboard/upcoming-flights.ts", "lib/stats/dashboard/period-groups.ts", "lib/stats/dashboard/period-seats.ts", "lib/stats/breakdown/records.ts", "lib/stats/breakdown/weekday-airframes.ts", "lib/review/first-visits.ts", "lib/review/longest-journey.ts"],
  },
  {
    table: "StatSeatEnd",
    kind: "list",
    key: ["seatId"],
    parts: [{ rows: "seats", keys: { seatId: col("id", "s") } }],
    values: { endsAt: col("endsAt"), seatClass: col("seatClass", "s"), seat: col("seat", "s"), distanceKm: distance },
    triggers: ["20261125030000_upcoming_seat_ends", "20261127040000_upcoming_covering"],
    readers: ["lib/stats/dashboard/upcoming-flights.ts"],
  },
  {
    table: "StatSeatEndMonth",
    kind: "count",
    key: ["endMonth", "haul", "seatClass", "seat"],
    count: "seats",
    sums: { distanceKm: col("distanceKm", "s") },
    parts: [
      {
        rows: "seat-ends",
        keys: {
          endMonth: (row) => endMonthSql(row.dialect, `${row.s}."endsAt"`),
          haul: (row) => haulSql(`${row.s}."distanceKm"`),
          seatClass: orEmpty("seatClass"),
          seat: orEmpty("seat"),
        },
      },
    ],
    triggers: ["20261127120000_seat_end_months"],
    readers: ["lib/stats/dashboard/upcoming-flights.ts"],
  },
  {
    table: "StatFlightEndMonth",
    kind: "count",
    key: ["kind", "endMonth", "k0", "k1", "key"],
    count: "flights",
    sums: { distanceKm: distance },
    parts: (() => {
      const endMonth: Expr = (row) => endMonthSql(row.dialect, `${row.f}."endsAt"`);
      const entry = (kind: string, k0: Expr, k1: Expr, key: Expr): RollupPart => ({ rows: "flights", keys: { kind: text(kind), endMonth, k0, k1, key } });
      return [
        entry("period", year, month, orEmpty("flightReason", "f")),
        entry("weekday", zero, zero, (row) => weekdayKeySql(row.f)),
        entry("hour", zero, zero, (row) => hourKeySql(row.f)),
        entry("airport", col("fromId"), zero, text("")),
        entry("airport", col("toId"), zero, text("")),
      ];
    })(),
    triggers: ["20261127130000_flight_end_months"],
    readers: ["lib/stats/dashboard/upcoming-flights.ts", "lib/stats/breakdown/weekday-airframes.ts", "lib/stats/airport-visits-sql.ts"],
  },
  {
    table: "StatPeriod",
    kind: "count",
    key: ["scope", "year", "month"],
    count: "flights",
    sums: { distanceKm: distance, durationSeconds: durationOrZero },
    parts: [{ rows: "flight-scopes", keys: { year, month } }],
    triggers: [DASHBOARD],
    readers: ["lib/stats/dashboard/flights-over-time.ts", "lib/stats/dashboard/period-groups.ts", "lib/flights/search-flights.ts"],
  },
  {
    table: "StatBreakdown",
    kind: "count",
    key: ["scope", "kind", "key"],
    count: "count",
    sums: {},
    // flight reasons, weekdays, airframes and hours count flights; seat classes and positions count seats
    parts: [
      { rows: "flight-scopes", keys: { kind: text("flightReason"), key: orEmpty("flightReason", "f") } },
      { rows: "seat-scopes", keys: { kind: text("seatClass"), key: orEmpty("seatClass") } },
      { rows: "seat-scopes", keys: { kind: text("seat"), key: orEmpty("seat") } },
      { rows: "flight-scopes", keys: { kind: text("weekday"), key: (row) => weekdayKeySql(row.f) } },
      { rows: "flight-scopes", keys: { kind: text("airframe"), key: (row) => airframeKeySql(row.f) } },
      { rows: "flight-scopes", keys: { kind: text("hour"), key: (row) => hourKeySql(row.f) } },
    ],
    triggers: [DASHBOARD, "20261126153000_breakdown_figures", "20261127010000_departure_hour"],
    readers: ["lib/stats/dashboard/breakdowns.ts", "lib/stats/breakdown/weekday-airframes.ts"],
  },
  {
    table: "StatCo2",
    kind: "count",
    key: ["scope", "haul", "seatClass"],
    count: "seats",
    sums: { distanceKm: distance },
    parts: [{ rows: "seat-scopes", keys: { haul, seatClass: orEmpty("seatClass") } }],
    triggers: ["20261126150000_co2_rollup"],
    readers: ["lib/stats/co2/co2-totals.ts"],
  },
  {
    table: "StatSeatPeriod",
    kind: "count",
    key: ["scope", "year", "month", "haul", "seatClass", "seat"],
    count: "seats",
    sums: { distanceKm: distance },
    parts: [{ rows: "seat-scopes", keys: { year, month, haul, seatClass: orEmpty("seatClass"), seat: orEmpty("seat") } }],
    triggers: ["20261127060000_seat_period"],
    readers: ["lib/stats/dashboard/period-seats.ts"],
  },
  {
    table: "StatPeriodEntry",
    kind: "count",
    key: ["scope", "year", "month", "kind", "k0", "k1", "key"],
    count: "flights",
    sums: {},
    parts: (() => {
      const entry = (kind: string, k0: Expr, k1: Expr, key: Expr, when?: Expr): RollupPart => ({ rows: "flight-scopes", keys: { year, month, kind: text(kind), k0, k1, key }, when });
      return [
        entry("airport", col("fromId"), zero, text("")),
        entry("airport", col("toId"), zero, text("")),
        entry("airline", col("airlineId"), zero, text(""), notNull("airlineId")),
        entry("aircraft", col("aircraftId"), zero, text(""), notNull("aircraftId")),
        entry("route", col("fromId"), col("toId"), text("")),
        entry("reason", zero, zero, orEmpty("flightReason", "f")),
      ];
    })(),
    triggers: ["20261127070000_period_entries"],
    readers: ["lib/stats/dashboard/period-groups.ts"],
  },
];

export function rollupOf(table: string): RollupDeclaration {
  const rollup = ROLLUPS.find((r) => r.table === table);
  if (!rollup) throw new InputError(`No rollup "${table}": one of ${STAT_ROLLUP_TABLES.join(", ")}`);
  return rollup;
}
