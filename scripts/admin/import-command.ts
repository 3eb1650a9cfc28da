import { readFile } from "node:fs/promises";
import { z } from "zod";
import { parseRole } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { errorMessage } from "@/lib/errors";
import { detectFormat } from "@/lib/import/read/detect-format";
import { FORMAT_LABELS, IMPORT_FORMATS, isImportFormat, type ImportFormat } from "@/lib/import/formats";
import type { CodeMapping } from "@/lib/import/import-options";
import { checkImportFile } from "@/lib/import/read/text-source";
import { runImport } from "@/lib/import/run-import";
import { englishReport } from "@/lib/import/english-report";

/**
 * `npm run admin -- import --username <u> --format <format> [--dry-run] [--match-users] [--mapping <file.json>] <file>`
 * Imports a flight log file into the user's log and prints {imported, duplicates, skipped: [{row, reason}],
 * skippedTotal, dropped: [{field, reason, count, rows}]} as JSON (skipped lists the first 1,000 of the skippedTotal
 * rows that cannot be imported; dropped: values of the imported rows that could not be kept).
 * --format may be left out when the file says what it is. --mapping names a JSON file such as
 * {"airports": {"XYZ": "LSZH"}, "aircraft": {"E90": "E190", "Boeing 7X7": null}} for names the reference data lacks.
 * Errors go to stderr with exit status 1 (2 for a wrong command line).
 */

const USAGE = `Usage: npm run admin -- import --username <u> [--format <${IMPORT_FORMATS.join("|")}>] [--dry-run] [--match-users] [--mapping <file.json>] <file>`;

class UsageError extends Error {}

interface ImportArgs {
  username: string;
  format: ImportFormat | null;
  dryRun: boolean;
  matchUsers: boolean;
  mappingFile: string | null;
  batchSize: number | null;
  file: string;
}

const FLAGS = new Set(["dry-run", "match-users"]);
const OPTIONS = new Set(["username", "format", "mapping", "batch-size"]);

function parseImportArgs(argv: string[]): ImportArgs {
  const options = new Map<string, string>();
  const flags = new Set<string>();
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (!word.startsWith("--")) {
      files.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (FLAGS.has(name)) {
      flags.add(name);
      continue;
    }
    if (!OPTIONS.has(name)) throw new UsageError(`Unknown option --${name}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === "") throw new UsageError(`--${name} needs a value`);
    if (options.has(name)) throw new UsageError(`--${name} is given twice`);
    options.set(name, value);
  }
  const username = options.get("username");
  if (!username) throw new UsageError("--username is required");
  if (files.length !== 1) throw new UsageError(files.length === 0 ? "The file to import is missing" : "Give exactly one file");
  const format = options.get("format") ?? null;
  if (format !== null && !isImportFormat(format)) throw new UsageError(`--format must be one of ${IMPORT_FORMATS.join(", ")}`);
  const batch = options.get("batch-size");
  const batchSize = batch === undefined ? null : Number(batch);
  if (batchSize !== null && (!Number.isInteger(batchSize) || batchSize < 1)) throw new UsageError("--batch-size must be a positive integer");
  return {
    username,
    format,
    dryRun: flags.has("dry-run"),
    matchUsers: flags.has("match-users"),
    mappingFile: options.get("mapping") ?? null,
    batchSize,
    file: files[0]!,
  };
}

const targetSchema = z.union([z.string(), z.number().int(), z.null()]);
const mappingSchema = z.strictObject({
  airports: z.record(z.string(), targetSchema).optional(),
  airlines: z.record(z.string(), targetSchema).optional(),
  aircraft: z.record(z.string(), targetSchema).optional(),
  users: z.record(z.string(), z.string()).optional(),
});

async function readMapping(file: string | null): Promise<CodeMapping> {
  if (!file) return {};
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, "utf8"));
  } catch {
    throw new UsageError(`--mapping: ${file} is not a readable JSON file`);
  }
  const parsed = mappingSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--mapping: ${parsed.error.issues[0]?.message ?? "invalid mapping"}`);
  return parsed.data;
}

export async function runImportCommand(args: string[]): Promise<number> {
  try {
    const options = parseImportArgs(args);
    const mapping = await readMapping(options.mappingFile);
    await migrate();
    const db = getDb();
    const user = await db.user.findUnique({ where: { usernameKey: options.username.trim().toLowerCase() }, select: { id: true, role: true } });
    if (!user) {
      console.error(`Error: User not found: ${options.username}`);
      return 1;
    }
    await checkImportFile(options.file);
    const format = options.format ?? (await detectFormat(options.file));
    if (!format) {
      console.error(`Error: Cannot tell the file's format; give --format (${IMPORT_FORMATS.join(", ")})`);
      return 1;
    }
    const showProgress = process.stderr.isTTY === true;
    const report = englishReport(
      await runImport(db, {
      format,
      path: options.file,
      principal: { userId: user.id, role: parseRole(user.role) },
      dryRun: options.dryRun,
      matchUsers: options.matchUsers,
      mapping,
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      onProgress: showProgress
        ? (p) => process.stderr.write(`\r${FORMAT_LABELS[format]}: ${p.phase} ${p.processed}${p.total !== null ? `/${p.total}` : ""} rows   ${p.phase === "done" ? "\n" : ""}`)
        : undefined,
      }),
    );
    process.stdout.write(`${JSON.stringify({ imported: report.imported, duplicates: report.duplicates, skipped: report.skipped, skippedTotal: report.skippedTotal, dropped: report.dropped }, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    console.error(`Error: ${errorMessage(error)}`);
    return 1;
  }
}
