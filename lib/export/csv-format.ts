/**
 * CSV as RFC 4180 writes it, for spreadsheets: CRLF line ends, a cell quoted when it holds a comma, a quote or a line
 * break (quotes doubled), UTF-8 with a byte-order mark so spreadsheet programs read accents right.
 * A text cell that a spreadsheet would run as a formula (=, +, -, @ first, also after leading white space, which
 * spreadsheets skip) gets a leading apostrophe; so does one starting with a tab or carriage return.
 */

export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^\s*[=+\-@]|^[\t\r]/;
const PLAIN_NUMBER = /^ *-?\d+(\.\d+)?$/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map((cell) => csvCell(cell)).join(",")}\r\n`;
}
