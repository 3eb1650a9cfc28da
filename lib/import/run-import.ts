import type { Db } from "@/lib/db/client";
import { maySeatUser } from "@/lib/flights/seat-policy";
import { InputError } from "@/lib/errors";
import { parseImportFile } from "./formats";
import type { CodeMapping, ImportCheckpoint, ImportOptions, ImportProgress, ImportReport, SkippedRow } from "./import-options";
import { unstorableTextReason, type ParsedItem } from "./import-row";
import { boundedReason, englishReasons, type ImportReason } from "./reasons";
import { excerpt, MAX_REASON_CHARS, MAX_SKIPPED_LISTED } from "./import-limits";
import { ReferenceLookup } from "./resolve/reference-lookup";
import { previewOf, resolveRow, UserDirectory, type ImportedFlight, type Importer, type ResolveContext } from "./resolve/resolve-row";
import { checkImportFile } from "./read/text-source";
import { ZoneClock } from "@/lib/time/zone-clock";
import { StoredDuplicateCheck } from "./write/stored-duplicates";
import { UnknownNames } from "./resolve/unknown-names";
import { DroppedValues } from "./dropped-values";
import { UserLogs } from "./write/user-logs";
import { writeBatch, type BatchOutcome } from "./write/write-batch";
import { TimeSlices } from "@/lib/db/yield-to-event-loop";

/**
 * The one writer every format goes through. Two passes over the file:
 * 1. checking: the whole file is parsed once and nothing is written, so a malformed file (wrong columns, binary data,
 *    broken CSV or JSON) is refused before anything changes;
 * 2. importing: rows are resolved and written in batches, one transaction per batch. A flight and its seats are
 *    always written in the same transaction, so an interrupted import leaves no half-written flight.
 * Duplicates (already in the log, or earlier in the same file) are counted and left out; a dry run does all of it
 * except the writes.
 */

/**
 * Rows per batch: a batch's write transaction runs without a break (on SQLite every statement is synchronous), so its
 * size bounds how long an import holds the server; per flight, a larger batch saves little.
 */
const DEFAULT_BATCH = 250;
const DEFAULT_PREVIEW = 200;
/**
 * The rows that cannot be imported that a report lists (all are counted in skippedTotal). Without a bound, a file of
 * short unusable lines ("x", "x", …) gives millions of entries and the server runs out of memory.
 */
export const DEFAULT_SKIPPED_LISTED = MAX_SKIPPED_LISTED;

export async function runImport(db: Db, options: ImportOptions): Promise<ImportReport> {
  const dryRun = options.dryRun ?? false;
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH);
  const previewLimit = options.previewLimit ?? DEFAULT_PREVIEW;
  const skippedLimit = options.skippedLimit ?? DEFAULT_SKIPPED_LISTED;
  const mapping = options.mapping ?? {};
  const importer = await loadImporter(db, options);
  await checkImportFile(options.path);

  const progress: ImportProgress = { phase: "checking", processed: 0, total: null, imported: 0, duplicates: 0, skipped: 0 };
  const report = (): void => options.onProgress?.({ ...progress });

  // Reading, resolving and (on SQLite) writing never wait for anything but CPU: without turns the whole import would
  // hold the event loop, and every other request with it.
  const slices = new TimeSlices();

  // 1. checking (unless a dry run already read the whole file)
  let total = options.knownRows ?? 0;
  if (options.knownRows === undefined) {
    for await (const item of parseImportFile(options.format, options.path)) {
      void item;
      await slices.turn();
      total += 1;
      if (total % 5000 === 0) {
        progress.processed = total;
        report();
      }
      throwIfAborted(options.signal);
    }
  }
  progress.total = total;

  const lookup = new ReferenceLookup(db, mapping, { dryRun, importer: importer.userId });
  await checkMapping(lookup, mapping, importer, db);
  const context: ResolveContext = {
    lookup,
    clock: new ZoneClock(),
    importer,
    users: new UserDirectory(db),
    matchUsers: options.matchUsers ?? false,
    userMapping: new Map(Object.entries(mapping.users ?? {})),
  };

  // 2. importing (a resumed import starts from its checkpoint: the rows it consumed and the report as of then)
  const resume = options.resume;
  const result: ImportReport = resume
    ? { ...structuredClone(resume.report), format: options.format, dryRun, rows: total }
    : {
        format: options.format,
        dryRun,
        rows: total,
        imported: 0,
        duplicates: 0,
        skipped: [],
        skippedTotal: 0,
        unknown: { airports: [], airlines: [], aircraft: [] },
        created: { airports: 0, airlines: 0, aircraft: 0 },
        dropped: [],
        preview: [],
      };
  Object.assign(lookup.custom.created, result.created);
  const unknown = UnknownNames.fromReport(result.unknown);
  const dropped = DroppedValues.fromReport(result.dropped);
  progress.phase = "importing";
  progress.processed = resume?.rowsConsumed ?? 0;
  progress.imported = result.imported;
  progress.duplicates = result.duplicates;
  progress.skipped = result.skippedTotal;
  report();
  const check = await StoredDuplicateCheck.start(db);
  const logs = new UserLogs(db);
  let batch: ImportedFlight[] = [];

  /** The report as it stands once a batch's outcome is counted in (on copies: the batch may yet roll back). */
  const counted = (target: ImportReport, droppedValues: DroppedValues, written: ImportedFlight[], outcome: BatchOutcome): void => {
    for (const flight of written) {
      const status = outcome.duplicates.has(flight) ? "duplicate" : "new";
      if (status === "new") droppedValues.add(flight.row, flight.dropped);
      if (target.preview.length < previewLimit) target.preview.push({ ...previewOf(flight), status });
    }
    target.imported += outcome.written;
    target.duplicates += outcome.duplicates.size;
  };
  const checkpointAfter = (written: ImportedFlight[], outcome: BatchOutcome, rowsConsumed: number): ImportCheckpoint => {
    const next = structuredClone(result);
    const droppedNext = DroppedValues.fromReport(dropped.toReport());
    counted(next, droppedNext, written, outcome);
    return { rowsConsumed, report: { ...next, unknown: unknown.toReport(), dropped: droppedNext.toReport(), created: { ...lookup.custom.created } } };
  };

  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    const written = batch;
    const rowsConsumed = progress.processed;
    const commit = options.onBatchCommit;
    const outcome = await writeBatch(db, written, logs, check, dryRun, commit && ((tx, outcome) => commit(tx, checkpointAfter(written, outcome, rowsConsumed))));
    counted(result, dropped, written, outcome);
    progress.imported = result.imported;
    progress.duplicates = result.duplicates;
    batch = [];
  };

  let passedOver = 0;
  for await (const item of parseImportFile(options.format, options.path)) {
    await slices.turn();
    throwIfAborted(options.signal);
    // rows a committed batch of an earlier run consumed: written (or counted) then, never again
    if (resume && passedOver < resume.rowsConsumed) {
      passedOver += 1;
      continue;
    }
    progress.processed += 1;
    const handled = await handleItem(item, context, unknown);
    if ("skipped" in handled) {
      result.skippedTotal += 1;
      if (result.skipped.length < skippedLimit) result.skipped.push(handled.skipped);
      progress.skipped = result.skippedTotal;
    } else {
      batch.push(handled.flight);
    }
    if (batch.length >= batchSize) {
      await flush();
      report();
    }
  }
  await flush();

  result.unknown = unknown.toReport();
  result.dropped = dropped.toReport();
  result.created = { ...lookup.custom.created };
  progress.phase = "done";
  report();
  return result;
}

// ---- rows

async function handleItem(item: ParsedItem, context: ResolveContext, unknown: UnknownNames): Promise<{ skipped: SkippedRow } | { flight: ImportedFlight }> {
  if (item.kind === "skip") return { skipped: skippedRow(item.row, [item.reason]) };
  // the one check of every format's text values, before any of them reaches the database
  const unstorable = unstorableTextReason(item.row);
  if (unstorable) return { skipped: skippedRow(item.row.row, [unstorable]) };
  const resolution = await resolveRow(item.row, context);
  if (resolution.kind === "skip") {
    for (const name of resolution.unknown) unknown.add(name.kind, name.key, item.row.row);
    return { skipped: skippedRow(item.row.row, resolution.reasons) };
  }
  return { flight: resolution.flight };
}

/** A skipped row with its reasons in English and as data. */
function skippedRow(row: number, reasons: readonly ImportReason[]): SkippedRow {
  // a reason may quote a whole value of the file: the report keeps excerpts of its own
  const cut = (text: string) => excerpt(text, MAX_REASON_CHARS);
  return { row, reason: cut(englishReasons(reasons)), reasons: reasons.map((reason) => boundedReason(reason, cut)) };
}

// ---- set-up and checks

async function loadImporter(db: Db, options: ImportOptions): Promise<Importer> {
  const userId = options.principal.userId;
  if (typeof userId !== "string" || !userId) throw new Error("import without a user");
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, username: true } });
  if (!user) throw new InputError("The importing user does not exist");
  return { userId: user.id, username: user.username, principal: options.principal };
}

/** Every mapping target must exist, and exported users may be mapped only to users the importer may seat. */
async function checkMapping(lookup: ReferenceLookup, mapping: CodeMapping, importer: Importer, db: Db): Promise<void> {
  for (const [key, target] of Object.entries(mapping.airports ?? {})) {
    if ((await lookup.airportByTarget(target)).kind !== "found") throw new InputError(`Mapping for airport ${key}: unknown airport ${String(target)}`);
  }
  for (const [key, target] of Object.entries(mapping.airlines ?? {})) {
    if ((await lookup.airlineByTarget(target)).kind === "unknown") throw new InputError(`Mapping for airline ${key}: unknown airline ${String(target)}`);
  }
  for (const [key, target] of Object.entries(mapping.aircraft ?? {})) {
    if ((await lookup.aircraftByTarget(target)).kind === "unknown") throw new InputError(`Mapping for aircraft ${key}: unknown aircraft ${String(target)}`);
  }
  for (const [key, username] of Object.entries(mapping.users ?? {})) {
    const user = await db.user.findUnique({ where: { usernameKey: username.trim().toLowerCase() }, select: { id: true } });
    if (!user) throw new InputError(`Mapping for user ${key}: unknown user ${username}`);
    if (!maySeatUser(importer.principal, user.id)) throw new InputError(`Mapping for user ${key}: you may only map users to yourself`);
  }
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  // the canceller may say why, in words fit to show (lib/import/web/import-jobs.ts)
  if (signal?.aborted) throw signal.reason instanceof InputError ? signal.reason : new InputError("The import was cancelled");
}
