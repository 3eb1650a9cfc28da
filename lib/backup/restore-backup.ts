import { readBackup } from "./read-backup";
import { refused } from "./refused";
import { openRestoreTarget } from "./restore-target";
import type { BackupHeader } from "./format";

export interface RestoreOptions {
  /** replace whatever the database holds; without it a database holding users, flights, keys or custom entries is refused */
  replace?: boolean;
}

export interface RestoreSummary {
  restored: true;
  from: { createdAt: string; source: BackupHeader["source"]; appVersion: string };
  rows: Record<string, number>;
  seconds: number;
}

/**
 * Loads a backup file into the (migrated) database of `databaseUrl`, SQLite or PostgreSQL whatever the file came from,
 * in one transaction: the header is checked before anything is written, every row as it streams in, and the checksum
 * and counts at the end before the commit; a fault anywhere rolls everything back. The statistics rollups are rebuilt
 * from the restored flights and seats in the same transaction, and the row counts checked against the file's.
 */
export async function restoreBackup(databaseUrl: string | undefined, file: string, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const started = performance.now();
  const events = readBackup(file);
  const first = await events.next();
  if (first.done || first.value.type !== "header") throw refused("this is not a Contrail backup file");
  const header = first.value.header;
  let expected: Record<string, number> | undefined;
  try {
    const target = await openRestoreTarget(databaseUrl);
    try {
      await target.begin();
      try {
        const held = await target.heldData();
        if (held && !options.replace) throw refused(`the database already holds data (${held}); restore into an empty database, or add --replace to replace everything in it`);
        await target.clear();
        for await (const event of events) {
          if (event.type === "rows") await target.insert(event.table, event.columns, event.rows);
          else if (event.type === "end") expected = event.rows;
        }
        if (!expected) throw refused("the file is cut short");
        const counted = await target.finish();
        for (const [table, count] of Object.entries(expected)) {
          if (counted[table] !== count) throw new Error(`restore check failed: ${table} has ${counted[table]} rows, the file ${count}; nothing was changed`);
        }
        await target.commit();
      } catch (error) {
        await target.rollback();
        throw error;
      }
      await target.analyze();
    } finally {
      await target.close();
    }
  } finally {
    // closes the file when the restore stopped before its end
    await events.return(undefined);
  }
  return {
    restored: true,
    from: { createdAt: header.createdAt, source: header.source, appVersion: header.app?.version ?? "unknown" },
    rows: expected!,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
