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
});
