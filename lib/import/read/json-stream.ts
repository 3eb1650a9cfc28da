import { InputError } from "@/lib/errors";
import { excerpt, MAX_RECORD_CHARS } from "../import-limits";
import { formatMegabytes } from "./text-source";

/** How a refused file's message begins for the API and the CLI; the import page words its own (components/import/import-refusals.ts). */
export const FILE_REFUSED = "The file cannot be imported:";

/**
 * Reads a JSON document whose top level is an object without holding it whole: each top-level member is parsed
 * on its own, and the members named in `streamed` (the flight lists) that hold arrays come out one element at a time.
 * Only the member or element being read is buffered, up to MAX_RECORD_CHARS: parsed whole, a value of a few megabytes
 * can be millions of empty lists, far more memory than its text.
 */

export type JsonEvent =
  | { kind: "member"; key: string; value: unknown }
  | { kind: "element"; key: string; index: number; value: unknown };

type Phase = "start" | "key" | "colon" | "value" | "elements" | "afterElement" | "afterMember" | "done";

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);

function invalid(detail: string): InputError {
  return new InputError(`The file is not valid JSON: ${detail}`);
}

class JsonMemberScanner {
  private phase: Phase = "start";
  private key = "";
  private index = 0;
  // the value being captured
  private capturing = false;
  private parts: string[] = [];
  private captured = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private primitive = false;
  private forKey = false;
  private events: JsonEvent[] = [];

  constructor(
    private readonly streamed: ReadonlySet<string>,
    private readonly parseElements: boolean,
  ) {}

  feed(chunk: string): JsonEvent[] {
    let i = 0;
    let captureFrom = this.capturing ? 0 : -1;
    while (i < chunk.length) {
      if (this.capturing) {
        const end = this.scanCapture(chunk, i);
        if (end === -1) {
          this.hold(chunk.slice(captureFrom));
          return this.flush();
        }
        this.hold(chunk.slice(captureFrom, end));
        this.finishCapture();
        captureFrom = -1;
        i = end;
        continue;
      }
      const c = chunk[i]!;
      if (WHITESPACE.has(c)) {
        i += 1;
        continue;
      }
      switch (this.phase) {
        case "start":
          if (c !== "{") throw invalid("the top level must be an object");
          this.phase = "key";
          break;
        case "key":
          if (c === "}") this.phase = "done";
          else if (c === '"') {
            this.beginCapture(true);
            captureFrom = i;
            continue;
          } else throw invalid(`expected a member name, found ${JSON.stringify(c)}`);
          break;
        case "colon":
          if (c !== ":") throw invalid(`expected ":" after ${this.keyName()}`);
          this.phase = "value";
          break;
        case "value":
          if (c === "[" && this.streamed.has(this.key)) {
            this.phase = "elements";
            this.index = 0;
            break;
          }
          this.beginCapture(false);
          captureFrom = i;
          continue;
        case "elements":
          if (c === "]" && this.index === 0) {
            this.phase = "afterMember";
            break;
          }
          this.beginCapture(false);
          captureFrom = i;
          continue;
        case "afterElement":
          if (c === ",") this.phase = "elements";
          else if (c === "]") this.phase = "afterMember";
          else throw invalid(`expected "," or "]" in ${this.keyName()}`);
          break;
        case "afterMember":
          if (c === ",") this.phase = "key";
          else if (c === "}") this.phase = "done";
          else throw invalid(`expected "," or "}" after ${this.keyName()}`);
          break;
        case "done":
          throw invalid("unexpected content after the end of the document");
      }
      i += 1;
    }
    return this.flush();
  }

  end(): JsonEvent[] {
    if (this.capturing && this.primitive && !this.forKey) this.finishCapture();
    if (this.phase !== "done") throw invalid("the document ends early");
    return this.flush();
  }

  private flush(): JsonEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  private beginCapture(forKey: boolean): void {
    this.capturing = true;
    this.forKey = forKey;
    this.parts = [];
    this.captured = 0;
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
    this.primitive = false;
  }

  private hold(part: string): void {
    this.captured += part.length;
    if (this.captured > MAX_RECORD_CHARS) throw new InputError(`${FILE_REFUSED} ${this.where()} is longer than ${formatMegabytes(MAX_RECORD_CHARS)}`);
    this.parts.push(part);
  }

  /** The member's name for messages, cut short (a name may be as long as a record). */
  private keyName(): string {
    return JSON.stringify(excerpt(this.key, 100));
  }

  /** The value being captured, for messages: a member name, "users" or "flights"[3]. */
  private where(): string {
    if (this.forKey) return "a member name";
    return this.phase === "elements" ? `${this.keyName()}[${this.index}]` : this.keyName();
  }

  /** Advances through the captured value from `from`; the index just past its end, or -1 when the chunk ends first. */
  private scanCapture(chunk: string, from: number): number {
    let i = from;
    if (this.parts.length === 0 && !this.inString && this.depth === 0 && !this.primitive) {
      const first = chunk[i]!;
      if (first === '"') {
        this.inString = true;
        i += 1;
      } else if (first === "{" || first === "[") {
        this.depth = 1;
        i += 1;
      } else {
        this.primitive = true;
      }
    }
    for (; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === "\\") this.escaped = true;
        else if (c === '"') {
          this.inString = false;
          if (this.depth === 0) return i + 1;
        }
        continue;
      }
      if (this.primitive) {
        if (c === "," || c === "}" || c === "]" || WHITESPACE.has(c)) return i;
        continue;
      }
      if (c === '"') this.inString = true;
      else if (c === "{" || c === "[") this.depth += 1;
      else if (c === "}" || c === "]") {
        this.depth -= 1;
        if (this.depth === 0) return i + 1;
      }
    }
    return -1;
  }

  private finishCapture(): void {
    const text = this.parts.join("");
    this.parts = [];
    this.capturing = false;
    let value: unknown;
    try {
      // A pass that only counts elements skips parsing them; the reading pass parses and checks each.
      value = !this.forKey && this.phase === "elements" && !this.parseElements ? undefined : JSON.parse(text);
    } catch {
      throw invalid(`cannot read ${this.where()}`);
    }
    if (this.forKey) {
      this.key = String(value);
      this.phase = "colon";
    } else if (this.phase === "elements") {
      this.events.push({ kind: "element", key: this.key, index: this.index, value });
      this.index += 1;
      this.phase = "afterElement";
    } else {
      this.events.push({ kind: "member", key: this.key, value });
      this.phase = "afterMember";
    }
  }
}

/** The events of a JSON document read from text chunks; InputError when it is not valid JSON. */
export async function* jsonMembers(
  chunks: AsyncIterable<string>,
  streamed: readonly string[],
  options: { parseElements?: boolean } = {},
): AsyncGenerator<JsonEvent> {
  const scanner = new JsonMemberScanner(new Set(streamed), options.parseElements ?? true);
  for await (const chunk of chunks) yield* scanner.feed(chunk);
  yield* scanner.end();
}
