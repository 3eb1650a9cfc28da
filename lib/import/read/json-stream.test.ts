import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { jsonMembers, type JsonEvent } from "./json-stream";

async function* chunksOf(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function events(text: string, size: number, streamed = ["flights"]): Promise<JsonEvent[]> {
  const out: JsonEvent[] = [];
  for await (const event of jsonMembers(chunksOf(text, size), streamed)) out.push(event);
  return out;
}

const DOC = JSON.stringify(
  {
    format: "x",
    count: 3,
    ok: true,
    nothing: null,
    users: [{ name: 'Zoë "Z" \\ Ünal', tags: ["a,b", "}]"] }],
    flights: [{ n: 1, note: "line\nbreak {[" }, { n: -2.5e3 }, "plain", [1, [2]], false],
    empty: [],
  },
  null,
  2,
);

describe("jsonMembers", () => {
  it("gives the same events however the text is cut into chunks", async () => {
    const expected: JsonEvent[] = [
      { kind: "member", key: "format", value: "x" },
      { kind: "member", key: "count", value: 3 },
      { kind: "member", key: "ok", value: true },
      { kind: "member", key: "nothing", value: null },
      { kind: "member", key: "users", value: [{ name: 'Zoë "Z" \\ Ünal', tags: ["a,b", "}]"] }] },
      { kind: "element", key: "flights", index: 0, value: { n: 1, note: "line\nbreak {[" } },
      { kind: "element", key: "flights", index: 1, value: { n: -2500 } },
      { kind: "element", key: "flights", index: 2, value: "plain" },
      { kind: "element", key: "flights", index: 3, value: [1, [2]] },
      { kind: "element", key: "flights", index: 4, value: false },
      { kind: "member", key: "empty", value: [] },
    ];
    for (const size of [1, 2, 3, 7, 64, DOC.length]) expect(await events(DOC, size)).toEqual(expected);
  });

  it("streams an empty list as no elements", async () => {
    expect(await events('{"flights": [ ]}', 3)).toEqual([]);
  });

  it("refuses what is not one JSON object", async () => {
    for (const [text, message] of [
      ["[1]", "the top level must be an object"],
      ['{"flights": [1,]}', 'cannot read "flights"[1]'],
      ['{"a": 1', "the document ends early"],
      ['{"a": 1} x', "unexpected content after the end of the document"],
      ['{"a" 1}', 'expected ":" after "a"'],
      ['{"a": tru}', 'cannot read "a"'],
    ]) {
      await expect(events(text!, 4)).rejects.toThrow(new InputError(`The file is not valid JSON: ${message}`));
    }
  });

  describe("holds at most 1 MB of a member or a flight", () => {
    /** `head`, then `unit` repeated to about 31 MB in 64 kB chunks, then `tail`; `read.chars` counts what was taken. */
    function worstShape(head: string, unit: string, tail: string, read: { chars: number }): AsyncGenerator<string> {
      const chunk = unit.repeat(Math.floor((64 * 1024) / unit.length));
      return (async function* () {
        for (const part of [head, ...Array.from({ length: Math.ceil((31 * 1024 * 1024) / chunk.length) }, () => chunk), tail]) {
          read.chars += part.length;
          yield part;
        }
      })();
    }

    async function refusal(head: string, unit: string, tail: string, streamed = ["flights"]): Promise<{ error: unknown; chars: number }> {
      const read = { chars: 0 };
      try {
        for await (const event of jsonMembers(worstShape(head, unit, tail, read), streamed)) void event;
      } catch (error) {
        return { error, chars: read.chars };
      }
      throw new Error("the document was read whole");
    }

    it("refuses a member of ten million empty objects, naming it, after reading about 1 MB", async () => {
      const { error, chars } = await refusal('{"users": [', "{},", '{}], "flights": []}');
      expect(error).toEqual(new InputError('The file cannot be imported: "users" is longer than 1 MB'));
      expect(chars).toBeLessThan(1024 * 1024 + 2 * 64 * 1024);
    });

    it("refuses an unknown member of ten million empty lists", async () => {
      const { error, chars } = await refusal('{"format": "contrail", "extra": [', "[],", '[]], "flights": []}');
      expect(error).toEqual(new InputError('The file cannot be imported: "extra" is longer than 1 MB'));
      expect(chars).toBeLessThan(1024 * 1024 + 2 * 64 * 1024);
    });

    it("refuses one flight of ten million empty lists, and a member name of 31 MB", async () => {
      const flight = await refusal('{"flights": [{"date": "2024-01-01"}, [', "[],", "[]]]}");
      expect(flight.error).toEqual(new InputError('The file cannot be imported: "flights"[1] is longer than 1 MB'));
      expect(flight.chars).toBeLessThan(1024 * 1024 + 2 * 64 * 1024);
      const name = await refusal('{"', "n", '": 1}');
      expect(name.error).toEqual(new InputError("The file cannot be imported: a member name is longer than 1 MB"));
    });

    it("reads a member of just under 1 MB", async () => {
      const users = Array.from({ length: 10_000 }, (_, i) => ({ id: String(i), username: `u${i}`.padEnd(75, "x") }));
      const doc = JSON.stringify({ users, flights: [] });
      expect(doc.length).toBeLessThan(1024 * 1024);
      expect(await events(doc, 64 * 1024)).toEqual([{ kind: "member", key: "users", value: users }]);
    });
  });
});
