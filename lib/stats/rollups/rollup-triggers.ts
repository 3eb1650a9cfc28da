import type { Dialect } from "@/lib/config/database-url";
import type { RollupDeclaration, RowRef } from "./declarations";
import { BRANCHES, branchConditions, partColumns, quoted, tableColumns, valueColumns, type Branch } from "./rollup-sql";

/**
 * The triggers that keep a rollup as its declaration says, generated for a new rollup's migration (npm run
 * rollups:sql -- <Table>): row-level triggers on each source table it reads. A write takes away what the old row
 * gave (OLD) and adds what the new row gives (NEW), grouped per key; a count that reaches 0 deletes its row. A
 * flight's delete runs BEFORE, while its seats still name their users; a seat's cascaded delete then finds no flight.
 * The shipped migrations' hand-written triggers stay as they are (PostgreSQL's are statement-level, for bulk writes).
 */

type Source = Branch["from"];
type Event = "insert" | "update" | "delete";
type Row = "NEW" | "OLD";

const where = (conditions: readonly string[]): string => (conditions.length ? ` WHERE ${conditions.join(" AND ")}` : "");

/**
 * The rows one written source row (NEW or OLD) gives the rollup's parts: none from a branch that does not read that
 * table, nor from a new flight's seats (it has none yet).
 */
function branchRows(rollup: RollupDeclaration, source: Source, event: Event, at: Row, dialect: Dialect): string[] {
  return rollup.parts.flatMap((part) =>
    BRANCHES[part.rows].flatMap((branch): string[] => {
      if (branch.from !== "Seat") {
        if (branch.from !== source) return [];
        const row: RowRef = { f: at, s: at, dialect };
        return [`SELECT ${partColumns(rollup, part, branch, row)}${where(branchConditions(part, branch, row))}`];
      }
      if (source === "Flight") {
        if (event === "insert") return [];
        // the flight's seats, with the flight's old or new values
        const row: RowRef = { f: at, s: "s", dialect };
        return [`SELECT ${partColumns(rollup, part, branch, row)} FROM "Seat" s${where([`s."flightId" = ${at}."id"`, ...branchConditions(part, branch, row)])}`];
      }
      if (source !== "Seat") return [];
      const row: RowRef = { f: "f", s: at, dialect };
      return [`SELECT ${partColumns(rollup, part, branch, row)} FROM "Flight" f${where([`f."id" = ${at}."flightId"`, ...branchConditions(part, branch, row)])}`];
    }),
  );
}

/** The source tables whose writes change the rollup: a seat's rows read its flight too. */
export function sourcesOf(rollup: RollupDeclaration): Source[] {
  const from = new Set(rollup.parts.flatMap((part) => BRANCHES[part.rows].map((branch) => branch.from)));
  if (from.has("Seat")) from.add("Flight");
  return (["Flight", "Seat", "StatSeatEnd"] as const).filter((source) => from.has(source));
}

const signed = (rows: readonly string[], sign: 1 | -1): string[] => rows.map((select) => select.replace(/^SELECT /, `SELECT ${sign} AS "sign", `));

/** The statements a trigger runs for one write: count rollups add signed rows per key, list rollups delete and insert. */
function triggerStatements(rollup: RollupDeclaration, source: Source, event: Event, dialect: Dialect): string[] {
  const old = event === "insert" ? [] : branchRows(rollup, source, event, "OLD", dialect);
  const added = event === "delete" ? [] : branchRows(rollup, source, event, "NEW", dialect);
  const table = quoted(rollup.table);
  const key = rollup.key.map(quoted);
  const keyOf = (rows: readonly string[]) => `SELECT ${key.map((column) => `d.${column}`).join(", ")} FROM (${rows.join(" UNION ALL ")}) d`;
  if (rollup.kind === "list") {
    return [
      ...(old.length ? [`DELETE FROM ${table} WHERE (${key.join(", ")}) IN (${keyOf(old)})`] : []),
      ...(added.length ? [`INSERT INTO ${table} (${tableColumns(rollup).map(quoted).join(", ")}) SELECT ${tableColumns(rollup).map((column) => `d.${quoted(column)}`).join(", ")} FROM (${added.join(" UNION ALL ")}) d`] : []),
    ];
  }
  const rows = [...signed(old, -1), ...signed(added, 1)];
  if (rows.length === 0) return [];
  const measures = [rollup.count, ...valueColumns(rollup)].map(quoted);
  const grouped = `SELECT ${[...key.map((column) => `d.${column}`), `SUM(d."sign")`, ...valueColumns(rollup).map((column) => `SUM(d."sign" * d.${quoted(column)})`)].join(", ")}
        FROM (${rows.join(" UNION ALL ")}) d WHERE true GROUP BY ${key.map((column) => `d.${column}`).join(", ")}`;
  return [
    `INSERT INTO ${table} (${tableColumns(rollup).map(quoted).join(", ")})
        ${grouped}
        ON CONFLICT (${key.join(", ")}) DO UPDATE SET ${measures.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(", ")}`,
    ...(old.length ? [`DELETE FROM ${table} WHERE ${quoted(rollup.count)} <= 0 AND (${key.join(", ")}) IN (${keyOf(old)})`] : []),
  ];
}

const timing = (source: Source, event: Event): string => (source === "Flight" && event === "delete" ? "BEFORE" : "AFTER");

/** Every trigger of the rollup for one database, one statement each (PostgreSQL's functions are statements of their own). */
export function rollupTriggerStatements(rollup: RollupDeclaration, dialect: Dialect): string[] {
  const out: string[] = [];
  for (const source of sourcesOf(rollup)) {
    for (const event of ["insert", "update", "delete"] as const) {
      const statements = triggerStatements(rollup, source, event, dialect);
      if (statements.length === 0) continue;
      const name = `${source}_${rollup.table}_${event}`;
      const on = `${timing(source, event)} ${event.toUpperCase()} ON ${quoted(source)}`;
      if (dialect === "sqlite") {
        out.push(`CREATE TRIGGER ${quoted(name)} ${on}\nBEGIN\n    ${statements.join(";\n    ")};\nEND`);
        continue;
      }
      const fn = quoted(`contrail_rollup_${name}`);
      // the data.version row first, like every trigger writing a rollup (lib/db/write-lock.ts)
      out.push(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM "AppMeta" WHERE "key" = 'data.version' FOR UPDATE;
    ${statements.join(";\n    ")};
    RETURN ${timing(source, event) === "BEFORE" ? "OLD" : "NULL"};
END;
$$`);
      out.push(`CREATE TRIGGER ${quoted(name)} ${on} FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
    }
  }
  return out;
}

/** The same as the text of a migration. */
export function rollupTriggersSql(rollup: RollupDeclaration, dialect: Dialect): string {
  const header = `-- Triggers keeping "${rollup.table}" as lib/stats/rollups/declarations.ts declares it (generated: npm run rollups:sql -- ${rollup.table}).`;
  return `${[header, ...rollupTriggerStatements(rollup, dialect).map((statement) => `${statement};`)].join("\n\n")}\n`;
}
