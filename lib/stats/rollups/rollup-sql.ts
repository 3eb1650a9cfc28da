import type { Dialect } from "@/lib/config/database-url";
import type { Expr, RollupDeclaration, RollupPart, RowRef, RowSet } from "./declarations";

/**
 * The SQL a declaration stands for. A row set is one or two branches (the '*' rows and the users' rows); each
 * branch is one source table, read with a scope or without.
 */
export interface Branch {
  from: "Flight" | "Seat" | "StatSeatEnd";
  scope: "all" | "user" | null;
}

export const BRANCHES: Readonly<Record<RowSet, readonly Branch[]>> = {
  "flight-scopes": [
    { from: "Flight", scope: "all" },
    { from: "Seat", scope: "user" },
  ],
  "seat-scopes": [
    { from: "Seat", scope: "all" },
    { from: "Seat", scope: "user" },
  ],
  "user-seats": [{ from: "Seat", scope: "user" }],
  flights: [{ from: "Flight", scope: null }],
  seats: [{ from: "Seat", scope: null }],
  "seat-ends": [{ from: "StatSeatEnd", scope: null }],
};

export const quoted = (column: string): string => `"${column}"`;

/** The columns a source row yields, in the table's order: its key, then its count-free values (sums or copies). */
export function valueColumns(rollup: RollupDeclaration): readonly string[] {
  return Object.keys(rollup.kind === "count" ? rollup.sums : rollup.values);
}

function valueExprs(rollup: RollupDeclaration): readonly Expr[] {
  return Object.values(rollup.kind === "count" ? rollup.sums : rollup.values);
}

/** The select list of one part on one branch: scope (when scoped), the key, the values, each named by its column. */
export function partColumns(rollup: RollupDeclaration, part: RollupPart, branch: Branch, row: RowRef): string {
  const exprs = rollup.key.map((column) => {
    if (column === "scope") {
      if (branch.scope === null) throw new Error(`${rollup.table}: a "scope" key needs a scoped row set`);
      return branch.scope === "all" ? `'*'` : `${row.s}."userId"`;
    }
    const expr = part.keys[column];
    if (!expr) throw new Error(`${rollup.table}: a part has no value for the key column "${column}"`);
    return expr(row);
  });
  const values = valueExprs(rollup).map((expr) => expr(row));
  return [...exprs, ...values].map((sql, i) => `${sql} AS ${quoted([...rollup.key, ...valueColumns(rollup)][i]!)}`).join(", ");
}

/** The conditions beyond the source: a user's rows only, and the part's own. */
export function branchConditions(part: RollupPart, branch: Branch, row: RowRef): string[] {
  return [...(branch.scope === "user" ? [`${row.s}."userId" IS NOT NULL`] : []), ...(part.when ? [part.when(row)] : [])];
}

const where = (conditions: readonly string[]): string => (conditions.length ? ` WHERE ${conditions.join(" AND ")}` : "");

/** Every row every part yields from the whole of its source tables. */
function sourceRows(rollup: RollupDeclaration, dialect: Dialect): string {
  return rollup.parts
    .flatMap((part) =>
      BRANCHES[part.rows].map((branch) => {
        if (branch.from === "Flight") {
          const row = { f: "f", s: "s", dialect };
          return `SELECT ${partColumns(rollup, part, branch, row)} FROM "Flight" f${where(branchConditions(part, branch, row))}`;
        }
        if (branch.from === "StatSeatEnd") {
          const row = { f: "e", s: "e", dialect };
          return `SELECT ${partColumns(rollup, part, branch, row)} FROM "StatSeatEnd" e${where(branchConditions(part, branch, row))}`;
        }
        const row = { f: "f", s: "s", dialect };
        return `SELECT ${partColumns(rollup, part, branch, row)} FROM "Seat" s JOIN "Flight" f ON f."id" = s."flightId"${where(branchConditions(part, branch, row))}`;
      }),
    )
    .join("\n  UNION ALL ");
}

/** The columns of the table, in the order expectedRowsSql answers them. */
export function tableColumns(rollup: RollupDeclaration): readonly string[] {
  return rollup.kind === "count" ? [...rollup.key, rollup.count, ...valueColumns(rollup)] : [...rollup.key, ...valueColumns(rollup)];
}

/** The rollup's rows as its declaration computes them from the source tables: SELECT … GROUP BY its key. */
export function expectedRowsSql(rollup: RollupDeclaration, dialect: Dialect): string {
  const key = rollup.key.map((column) => `y.${quoted(column)}`);
  if (rollup.kind === "list") return `SELECT ${tableColumns(rollup).map((column) => `y.${quoted(column)}`).join(", ")}\nFROM (${sourceRows(rollup, dialect)}) y`;
  const sums = valueColumns(rollup).map((column) => `SUM(y.${quoted(column)}) AS ${quoted(column)}`);
  return `SELECT ${[...key, `COUNT(*) AS ${quoted(rollup.count)}`, ...sums].join(", ")}\nFROM (${sourceRows(rollup, dialect)}) y\nGROUP BY ${key.join(", ")}`;
}

/** The statement filling the (empty) table from the source tables. */
export function fillSql(rollup: RollupDeclaration, dialect: Dialect): string {
  return `INSERT INTO ${quoted(rollup.table)} (${tableColumns(rollup).map(quoted).join(", ")})\n${expectedRowsSql(rollup, dialect)}`;
}
