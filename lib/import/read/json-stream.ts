import { InputError } from "@/lib/errors";

/**
 * Reads a JSON document whose top level is an object without holding it whole: each top-level member is parsed
 * on its own, and the members named in `streamed` (the flight lists) that hold arrays come out one element at a time.
 * Only the member or element being read is buffered.
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
          this.parts.push(chunk.slice(captureFrom));
          return this.flush();
        }
        this.parts.push(chunk.slice(captureFrom, end));
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
          if (c !== ":") throw invalid(`expected ":" after ${JSON.stringify(this.key)}`);
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
          else throw invalid(`expected "," or "]" in ${JSON.stringify(this.key)}`);
          break;
        case "afterMember":
          if (c === ",") this.phase = "key";
          else if (c === "}") this.phase = "done";
          else throw invalid(`expected "," or "}" after ${JSON.stringify(this.key)}`);
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
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
    this.primitive = false;
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
      const where = this.forKey ? "a member name" : this.phase === "elements" ? `${JSON.stringify(this.key)}[${this.index}]` : JSON.stringify(this.key);
      throw invalid(`cannot read ${where}`);
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
