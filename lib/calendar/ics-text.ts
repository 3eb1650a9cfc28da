/**
 * The lexical rules of RFC 5545 that every line of the feed goes through: TEXT escaping (3.3.11), line folding at
 * 75 octets (3.1) without splitting a UTF-8 character, CRLF line ends, and the DATE and UTC DATE-TIME forms (3.3.4,
 * 3.3.5).
 */

import { compactUtc } from "@/lib/time/compact-utc";

export const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Every line break a consumer may split on: CRLF, CR, LF, and VT, FF, NEL (U+0085), LINE SEPARATOR (U+2028) and
 * PARAGRAPH SEPARATOR (U+2029). Each is written as \n, so a note can never start a line (a property) of its own.
 */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** The other control characters RFC 5545 forbids in TEXT (C0 but HTAB, DEL, C1): dropped. */
const CONTROL = /[\x00-\x08\x0e-\x1f\x7f-\x9f]/g;

/** A TEXT value: backslash, semicolon and comma escaped, every line break written as \n, other controls dropped. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(LINE_BREAK, "\\n").replace(CONTROL, "");
}

/** Octets of one UTF-16 code unit run: a surrogate pair is one 4-octet character. */
function octetsOf(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * One content line, folded so that no physical line exceeds 75 octets (continuations start with a space, which
 * counts), and ended with CRLF. Folds fall between characters, never inside a UTF-8 sequence.
 */
export function contentLine(line: string): string {
  if (line.length <= MAX_LINE_OCTETS / 4) return line + CRLF;
  // ASCII: one octet per character, so folds fall every 75 (then 74) characters
  if (ASCII.test(line)) {
    if (line.length <= MAX_LINE_OCTETS) return line + CRLF;
    let out = line.slice(0, MAX_LINE_OCTETS);
    for (let at = MAX_LINE_OCTETS; at < line.length; at += MAX_LINE_OCTETS - 1) out += `${CRLF} ${line.slice(at, at + MAX_LINE_OCTETS - 1)}`;
    return out + CRLF;
  }
  if (Buffer.byteLength(line, "utf8") <= MAX_LINE_OCTETS) return line + CRLF;
  let out = "";
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char.codePointAt(0)!);
    if (octets + size > MAX_LINE_OCTETS) {
      out += `${CRLF} `;
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return out + CRLF;
}

/** A property with a TEXT value, as a finished (escaped, folded) line. */
export function textProperty(name: string, value: string): string {
  return contentLine(`${name}:${escapeText(value)}`);
}

/** A UTC DATE-TIME: 20240312T083000Z (seconds kept, milliseconds dropped). */
export function utcDateTime(instant: Date): string {
  return compactUtc(instant);
}

/** A DATE from "YYYY-MM-DD": 20240312. */
export function dateValue(date: string): string {
  return date.replace(/-/g, "");
}
