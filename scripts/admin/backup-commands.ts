import path from "node:path";
import { getConfig } from "@/lib/config";
import { restoreBackup, type RestoreSummary } from "@/lib/backup/restore-backup";
import { writeBackup, type BackupSummary } from "@/lib/backup/write-backup";
import { UsageError, type ParsedArgs } from "./args";

function fileOf(args: ParsedArgs, command: string): string {
  const [file, ...extra] = args.positional;
  if (!file || extra.length > 0) throw new UsageError(`${command} takes one file`);
  return path.resolve(file);
}

/** `backup <file>`: the whole instance to one file, from one snapshot, while the server goes on. */
export function backupCommand(args: ParsedArgs): Promise<BackupSummary> {
  return writeBackup(getConfig().databaseUrl, fileOf(args, "backup"));
}

/** `restore <file> [--replace]`: a backup into this (empty, unless --replace) database, SQLite or PostgreSQL. */
export function restoreCommand(args: ParsedArgs): Promise<RestoreSummary> {
  return restoreBackup(getConfig().databaseUrl, fileOf(args, "restore"), { replace: args.flags.has("replace") });
}
