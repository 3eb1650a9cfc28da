import { describe, expect, it } from "vitest";
import { answerOfResponse, isOwnAnswer, isStreamAnswer, jsonAnswer, responseOf, streamAnswer } from "./answer";

// The answer value both adapters serialize: Next.js gets it as a Response, the production server writes it itself.
describe("answers", () => {
  it("small JSON says no-transform, long JSON may be compressed", () => {
    expect(jsonAnswer({ a: 1 })).toEqual({
      kind: "json",
      status: 200,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store, no-transform" },
      text: '{"a":1}',
    });
    expect(jsonAnswer({ a: "x".repeat(20_000) }, 201).headers["cache-control"]).toBe("no-store");
    expect(jsonAnswer({}, 429, { "retry-after": "3" }).headers["retry-after"]).toBe("3");
  });

  it("as a Response, carries the same status, headers and bytes", async () => {
    const response = responseOf(jsonAnswer({ success: true }, 200, { "x-a": "1" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-a")).toBe("1");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(await response.text()).toBe('{"success":true}');
    const streamed = responseOf(streamAnswer(new Response("a,b\\r\\n").body, { "content-type": "text/csv" }));
    expect(streamed.headers.get("content-type")).toBe("text/csv");
    expect(await streamed.text()).toBe("a,b\\r\\n");
  });

  it("tells a handler's streamed answer from a payload", async () => {
    expect(isStreamAnswer(streamAnswer(new Response("x").body, {}))).toBe(true);
    expect(isStreamAnswer({ stats: {} })).toBe(false);
    expect(isStreamAnswer({ kind: "stream" })).toBe(false);
    const fromResponse = answerOfResponse(new Response("hi", { status: 202, headers: { "x-b": "2" } }));
    expect(fromResponse).toMatchObject({ kind: "stream", status: 202, headers: { "x-b": "2" } });
    expect(await responseOf(fromResponse).text()).toBe("hi");
  });

  it("tells a handler's own answer, streamed or JSON, from a payload", () => {
    expect(isOwnAnswer(jsonAnswer({ success: true }, 200, { "x-a": "1" }))).toBe(true);
    expect(isOwnAnswer(streamAnswer(null, {}))).toBe(true);
    expect(isOwnAnswer({ id: 1 })).toBe(false);
    expect(isOwnAnswer({ kind: "json" })).toBe(false);
  });
});
