import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { getConfig } from "@/lib/config";
import { InputError } from "@/lib/errors";
import { MAX_RECORD_CHARS } from "../import-limits";

/**
 * Reading an import file as UTF-8 text, a chunk at a time: the file is never held in memory whole.
 * Binary data (a NUL byte, bytes that are not UTF-8) and files over the size limit are refused with a clear message.
 */

/** The largest file an import accepts (IMPORT_MAX_BYTES; the default 32 MB holds well over 100,000 rows of any format). */
export function maxImportBytes(): number {
  return getConfig().importMaxBytes;
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Checks the file exists, is not empty and not over the limit; answers its size. */
export async function checkImportFile(path: string): Promise<number> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new InputError("The import file is not a regular file");
    size = info.size;
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError("The import file cannot be read");
  }
  if (size === 0) throw new InputError("The import file is empty");
  const max = maxImportBytes();
  if (size > max) throw new InputError(`The import file is too large (${formatMegabytes(size)}; at most ${formatMegabytes(max)})`);
  return size;
}

const CHUNK_BYTES = 64 * 1024;

/** Old OpenFlights exports start with the UTF-16 byte-order mark FE FF in front of UTF-8 text. */
function leadingMarkLength(bytes: Uint8Array): number {
  if (bytes.length >= 2 && ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe))) return 2;
  return 0;
}

function notText(): InputError {
  return new InputError("The import file is not a text file (it holds binary data or is not UTF-8)");
}

/** The file as UTF-8 text in chunks, without a byte-order mark; InputError on binary data. */
export async function* textChunks(path: string): AsyncGenerator<string> {
  // fatal: invalid UTF-8 throws instead of turning into U+FFFD; the BOM (EF BB BF) is dropped by the decoder.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let first = true;
  for await (const raw of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
    let bytes = raw as Buffer;
    if (first) {
      bytes = bytes.subarray(leadingMarkLength(bytes));
      first = false;
    }
    let text: string;
    try {
      text = decoder.decode(bytes, { stream: true });
    } catch {
      throw notText();
    }
    if (text.includes("\u0000")) throw notText();
    if (text) yield text;
  }
  let rest: string;
  try {
    rest = decoder.decode();
  } catch {
    throw notText();
  }
  if (rest.includes("\u0000")) throw notText();
  if (rest) yield rest;
}

/** The first `bytes` of the file as text (an incomplete character at the cut is dropped), for format detection. */
export async function readHead(path: string, bytes = CHUNK_BYTES): Promise<string> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    let head = buffer.subarray(0, bytesRead);
    head = head.subarray(leadingMarkLength(head));
    const decoder = new TextDecoder("utf-8", { fatal: true });
    let text: string;
    try {
      text = decoder.decode(head, { stream: true });
    } catch {
      throw notText();
    }
    if (text.includes("\u0000")) throw notText();
    return text;
  } finally {
    await handle.close();
  }
}

function lineTooLong(line: number): InputError {
  return new InputError(`Line ${line} of the import file is longer than ${formatMegabytes(MAX_RECORD_CHARS)}`);
}

/**
 * The file's lines (without line ends) with their 1-based numbers; InputError on a line longer than MAX_RECORD_CHARS.
 * Only each new chunk is searched for line ends, so a long line costs its length once, not once per chunk.
 */
export async function* textLines(path: string): AsyncGenerator<{ line: number; text: string }> {
  // the current line's text before this chunk (it holds no line end)
  let pending = "";
  let line = 0;
  for await (const chunk of textChunks(path)) {
    let start = 0;
    let end: number;
    while ((end = chunk.indexOf("\n", start)) !== -1) {
      line += 1;
      const text = pending + chunk.slice(start, end);
      pending = "";
      if (text.length > MAX_RECORD_CHARS) throw lineTooLong(line);
      yield { line, text: text.replace(/\r$/, "") };
      start = end + 1;
    }
    pending += chunk.slice(start);
    if (pending.length > MAX_RECORD_CHARS) throw lineTooLong(line + 1);
  }
  if (pending.length > 0) {
    line += 1;
    yield { line, text: pending.replace(/\r$/, "") };
  }
}
