import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { idempotencyKeyOf, savedAnswer } from "./idempotency";

describe("idempotencyKeyOf", () => {
  it("reads the Idempotency-Key header: null without it, a 400 when malformed", () => {
    const request = (headers: Record<string, string>) => new Request("http://x/api/flight/save", { method: "POST", headers });
    expect(idempotencyKeyOf(request({}))).toBeNull();
    expect(idempotencyKeyOf(request({ "Idempotency-Key": "abc-1" }))).toBe("abc-1");
    expect(() => idempotencyKeyOf(request({ "Idempotency-Key": "a".repeat(256) }))).toThrow(InputError);
  });
});

describe("savedAnswer", () => {
  it("is the success body, with Idempotent-Replayed only on a replay", () => {
    expect(savedAnswer({ id: 7 }, false)).toMatchObject({ status: 200, text: '{"success":true,"id":7}' });
    expect(savedAnswer({ id: 7 }, false).headers["idempotent-replayed"]).toBeUndefined();
    expect(savedAnswer({ id: 7 }, true).headers["idempotent-replayed"]).toBe("true");
  });
});
