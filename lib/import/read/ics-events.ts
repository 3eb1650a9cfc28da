import { InputError } from "@/lib/errors";
import { MAX_EVENT_PROPERTIES, MAX_RECORD_CHARS } from "../import-limits";
import { formatMegabytes, textLines } from "./text-source";

/**
 * An iCalendar (RFC 5545) file's events, read line by line: folded lines are joined, property parameters split
 * off, text values unescaped. Only VEVENT properties are kept; everything else (VTIMEZONE, VALARM) is passed over.
 */

export interface IcsProperty {
  /** upper case: "DTSTART" */
  name: string;
  /** parameter names upper case, values unquoted: {TZID: "Europe/Zurich"} */
  params: Record<string, string>;
  /** the raw value (text properties still escaped; see icsText) */
  value: string;
}

export interface IcsEvent {
  /** 1-based line of BEGIN:VEVENT */
  line: number;
  properties: Map<string, IcsProperty>;
}

/** Joins folded lines: a line starting with a space or tab continues the one before (up to MAX_RECORD_CHARS in all). */
async function* unfoldedLines(path: string, label: string): AsyncGenerator<{ line: number; text: string }> {
  let pending: { line: number; text: string } | null = null;
  for await (const current of textLines(path)) {
    if (pending && /^[ \t]/.test(current.text)) {
      pending.text += current.text.slice(1);
      if (pending.text.length > MAX_RECORD_CHARS) throw new InputError(`Not a ${label} file: the property on line ${pending.line} is longer than ${formatMegabytes(MAX_RECORD_CHARS)}`);
      continue;
    }
    if (pending) yield pending;
    pending = { line: current.line, text: current.text };
  }
  if (pending) yield pending;
}

/** "DTSTART;TZID=Europe/Zurich:20240331T070500" → its name, parameters and value; null when there is no colon. */
export function parseIcsProperty(text: string): IcsProperty | null {
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (char === ":" && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon === -1) return null;
  const [name = "", ...params] = text.slice(0, colon).split(";");
  const parsed: Record<string, string> = {};
  for (const param of params) {
    const eq = param.indexOf("=");
    if (eq > 0) parsed[param.slice(0, eq).toUpperCase()] = param.slice(eq + 1).replace(/^"|"$/g, "");
  }
  return { name: name.trim().toUpperCase(), params: parsed, value: text.slice(colon + 1) };
}

/** A TEXT value unescaped: "\n" a line break, "\," "\;" "\\" the character itself. */
export function icsText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));
}

// Each property is held until its event ends, so without MAX_EVENT_PROPERTIES one event of short lines ("X-1:a",
// "X-2:a", …) holds the whole file many times over, and without MAX_RECORD_CHARS one event holds the whole file.

export async function* icsEvents(path: string, label: string): AsyncGenerator<IcsEvent> {
  let sawCalendar = false;
  let event: IcsEvent | null = null;
  let nested = 0;
  let eventChars = 0;
  for await (const { line, text } of unfoldedLines(path, label)) {
    const trimmed = text.replace(/^\uFEFF/, "").trim();
    if (!trimmed) continue;
    if (!sawCalendar) {
      if (trimmed.toUpperCase() !== "BEGIN:VCALENDAR") throw new InputError(`Not a ${label} file: it does not start with BEGIN:VCALENDAR`);
      sawCalendar = true;
      continue;
    }
    const upper = trimmed.toUpperCase();
    if (upper === "BEGIN:VEVENT") {
      event = { line, properties: new Map() };
      nested = 0;
      eventChars = 0;
      continue;
    }
    if (!event) continue;
    if (upper === "END:VEVENT") {
      yield event;
      event = null;
      continue;
    }
    // an alarm inside the event has properties of its own (its DESCRIPTION, its TRIGGER)
    if (upper.startsWith("BEGIN:")) nested += 1;
    else if (upper.startsWith("END:")) nested = Math.max(0, nested - 1);
    else if (nested === 0) {
      const property = parseIcsProperty(trimmed);
      if (property && !event.properties.has(property.name)) {
        if (event.properties.size >= MAX_EVENT_PROPERTIES) {
          throw new InputError(`Not a ${label} file: the event on line ${event.line} has more than ${MAX_EVENT_PROPERTIES} properties`);
        }
        eventChars += trimmed.length;
        if (eventChars > MAX_RECORD_CHARS) {
          throw new InputError(`Not a ${label} file: the event on line ${event.line} is longer than ${formatMegabytes(MAX_RECORD_CHARS)}`);
        }
        event.properties.set(property.name, property);
      }
    }
  }
  if (!sawCalendar) throw new InputError(`Not a ${label} file: it is empty`);
}
