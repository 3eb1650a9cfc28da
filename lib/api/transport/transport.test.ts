import { describe, expect, it } from "vitest";
import { InputError, NotFoundError, PayloadTooLargeError, RateLimitedError, UnauthorizedError } from "@/lib/errors";
import { responseOf } from "./answer";
import { bearerTokenOf } from "./authenticate";
import { errorBody, errorToAnswer } from "./contract-body";
import { MAX_JSON_BODY_BYTES, readJsonBody } from "./read-json-body";
import { routeMethods } from "./route-methods";

describe("bearerTokenOf", () => {
  it.each([
    ["Bearer abc", "abc"],
    ["bearer abc", "abc"],
    ["BEARER abc", "abc"],
    ["  Bearer \t abc  ", "abc"],
  ])("reads %j", (header, token) => expect(bearerTokenOf(header)).toBe(token));

  it.each([null, "", "Bearer", "Bearer ", "Basic abc", "Bearerabc", "Bearer a b", "Token abc", "abc"])("refuses %j", (header) =>
    expect(bearerTokenOf(header)).toBeNull(),
  );
});

describe("contract bodies", () => {
  it("uses boolean false only for 400", () => {
    expect(errorBody(400, "x")).toEqual({ success: false, message: "x" });
    expect(errorBody(401, "Unauthorized")).toEqual({ success: "false", message: "Unauthorized" });
  });

  it("maps errors to status and body", async () => {
    const cases: [unknown, number, object][] = [
      [new InputError("Invalid scope"), 400, { success: false, message: "Invalid scope" }],
      [new UnauthorizedError(), 401, { success: "false", message: "Unauthorized" }],
      [new NotFoundError("Flight not found"), 404, { success: "false", message: "Flight not found" }],
      [new PayloadTooLargeError(), 413, { success: "false", message: "Payload too large" }],
      [new RateLimitedError(7), 429, { success: "false", message: "Too many requests" }],
    ];
    for (const [error, status, body] of cases) {
      const response = responseOf(errorToAnswer(error, "test"));
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(body);
    }
    expect(responseOf(errorToAnswer(new RateLimitedError(7), "test")).headers.get("retry-after")).toBe("7");
  });

  it("hides unexpected errors behind a bare 500", async () => {
    const original = console.error;
    const logged: unknown[] = [];
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      const response = responseOf(errorToAnswer(new Error("SELECT * FROM secret /etc/passwd"), "test"));
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('{"success":"false","message":"Internal error"}');
      expect(logged).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});

describe("readJsonBody", () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request("http://x/api", { method: "POST", body, headers, duplex: "half" } as RequestInit);

  it("parses JSON", async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ a: 1 });
  });

  it("refuses empty and malformed JSON with 400", async () => {
    await expect(readJsonBody(post(""))).rejects.toBeInstanceOf(InputError);
    await expect(readJsonBody(post("{"))).rejects.toThrow("Request body is not valid JSON");
  });

  it("refuses more than 1 MB with 413, declared or streamed", async () => {
    const big = `"${"x".repeat(MAX_JSON_BODY_BYTES)}"`;
    await expect(readJsonBody(post(big))).rejects.toBeInstanceOf(PayloadTooLargeError);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(100_000).fill(32));
        controller.close();
      },
    });
    await expect(readJsonBody(post(stream))).rejects.toBeInstanceOf(PayloadTooLargeError);
    const exact = `"${"x".repeat(MAX_JSON_BODY_BYTES - 2)}"`;
    expect(await readJsonBody(post(exact))).toHaveLength(MAX_JSON_BODY_BYTES - 2);
  });
});

describe("routeMethods", () => {
  it("answers 405 JSON with Allow for the methods not given", async () => {
    const GET = async () => new Response("{}");
    const methods = routeMethods({ GET });
    expect(methods.GET).toBe(GET);
    expect(methods.HEAD).toBe(GET);
    const response = await methods.POST(new Request("http://x/"), { params: Promise.resolve({}) });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.json()).toEqual({ success: "false", message: "Method not allowed" });
  });
});
