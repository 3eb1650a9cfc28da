import { Readable, pipeline, type TransformCallback } from "node:stream";
import { CsvError, Parser, type Options } from "csv-parse";
import { InputError } from "@/lib/errors";
import { MAX_CSV_COLUMNS, MAX_RECORD_CHARS } from "../import-limits";
import { formatMegabytes, textChunks } from "./text-source";

/**
 * A CSV file as a stream of records keyed by header name, with the line each record starts on.
 * Header names are compared loosely ("Flight_Number" = "flight number"); empty lines and lines of empty cells are skipped.
 */

export interface CsvRecord {
  /** 1-based line the record starts on */
  line: number;
  /** the trimmed cell under a header ("" when the column or the cell is missing) */
  get(column: string): string;
  /** whether the file has this column */
  has(column: string): boolean;
}

export interface CsvOptions {
  /** the format's name, for messages ("myFlightradar24 CSV") */
  label: string;
  /** columns that must be present (loose names) */
  required: readonly string[];
}

export function normalizeHeader(name: string): string {
  return name.replace(/^\uFEFF/, "").trim().replace(/^"|"$/g, "").trim().toLowerCase().replace(/[\s_]+/g, " ");
}

/** CRLF → LF so line numbers count right (a CR split from its LF across chunks included). */
async function* unixLineEnds(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let carry = "";
  for await (const chunk of chunks) {
    let text = carry + chunk;
    carry = "";
    if (text.endsWith("\r")) {
      carry = "\r";
      text = text.slice(0, -1);
    }
    yield text.replace(/\r\n/g, "\n");
  }
  if (carry) yield carry;
}

/** Line breaks inside a record can only sit inside quoted cells: counting them there finds the record's first line. */
function newlinesInCells(cells: string[]): number {
  let count = 0;
  for (const cell of cells) {
    for (let i = cell.indexOf("\n"); i !== -1; i = cell.indexOf("\n", i + 1)) count += 1;
  }
  return count;
}

// Every cell of a record is held until the record ends, so without MAX_CSV_COLUMNS one line of 30 MB of commas (or of
// distinct column names) fills the memory; MAX_RECORD_CHARS is csv-parse's own max_record_size.

function tooWide(label: string, line: number): InputError {
  return new InputError(`Not a ${label} file: the record on line ${line} has more than ${MAX_CSV_COLUMNS} columns`);
}

/**
 * csv-parse, refusing a record that grows wider than MAX_CSV_COLUMNS while it is read: max_record_size counts the
 * characters of the cells, not the cells, so a line of empty cells (",,,,…") escapes it. The cells read so far are
 * counted after each chunk of text (64 kB at most), so no record ever holds more than a chunk's worth over the bound.
 */
class BoundedParser extends Parser {
  constructor(
    options: Options,
    private readonly label: string,
  ) {
    super(options);
  }

  override _transform(chunk: Buffer, encoding: BufferEncoding, callback: TransformCallback): void {
    super._transform(chunk, encoding, (error?: Error | null) => {
      // `state` is csv-parse's parser state, kept public on the stream for backward compatibility (not typed)
      const record = (this as unknown as { state: { record: string[] } }).state.record;
      if (!error && record.length > MAX_CSV_COLUMNS) callback(tooWide(this.label, this.info.lines - newlinesInCells(record)));
      else callback(error);
    });
  }
}

interface ParsedCsvRecord {
  record: string[];
  info: { lines: number };
}

class Record implements CsvRecord {
  constructor(
    readonly line: number,
    private readonly cells: string[],
    private readonly columns: Map<string, number>,
  ) {}

  get(column: string): string {
    const at = this.columns.get(column);
    return at === undefined ? "" : (this.cells[at] ?? "").trim();
  }

  has(column: string): boolean {
    return this.columns.has(column);
  }
}

export async function* csvRecords(path: string, options: CsvOptions): AsyncGenerator<CsvRecord> {
  const parser = new BoundedParser(
    {
      info: true,
      bom: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      relax_quotes: true,
      max_record_size: MAX_RECORD_CHARS,
    },
    options.label,
  );
  // pipeline (unlike pipe) hands a read error on to the parser, whose iterator then throws it
  pipeline(Readable.from(unixLineEnds(textChunks(path))), parser, () => undefined);
  let columns: Map<string, number> | null = null;
  try {
    for await (const item of parser as AsyncIterable<ParsedCsvRecord>) {
      const line = item.info.lines - newlinesInCells(item.record);
      if (item.record.length > MAX_CSV_COLUMNS) throw tooWide(options.label, line);
      if (!columns) {
        columns = headerColumns(item.record, options);
        continue;
      }
      yield new Record(line, item.record, columns);
    }
  } catch (error) {
    if (error instanceof CsvError && error.code === "CSV_MAX_RECORD_SIZE") {
      throw new InputError(`Not a ${options.label} file: the record on line ${String(error.lines)} is longer than ${formatMegabytes(MAX_RECORD_CHARS)}`);
    }
    if (error instanceof CsvError) throw new InputError(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  if (!columns) throw new InputError(`Not a ${options.label} file: it has no header row`);
}

function headerColumns(header: string[], options: CsvOptions): Map<string, number> {
  const columns = new Map<string, number>();
  header.forEach((name, index) => {
    const key = normalizeHeader(name);
    if (key && !columns.has(key)) columns.set(key, index);
  });
  const missing = options.required.filter((column) => !columns.has(column));
  if (missing.length > 0) {
    throw new InputError(`Not a ${options.label} file: missing column${missing.length > 1 ? "s" : ""} ${missing.map((c) => `"${c}"`).join(", ")}`);
  }
  return columns;
}
