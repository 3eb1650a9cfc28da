import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { parseFlightInput } from "./flight-input";
import { fingerprintOf, parseIdempotencyKey } from "./idempotency-key";

describe("parseIdempotencyKey", () => {
  it("is null without a key, and takes visible ASCII up to 255 characters, quoted or not", () => {
    expect(parseIdempotencyKey(null)).toBeNull();
    expect(parseIdempotencyKey("8e03978e-40d5-43e8-bc93-6894a57f9324")).toBe("8e03978e-40d5-43e8-bc93-6894a57f9324");
    expect(parseIdempotencyKey('"abc"')).toBe("abc");
    expect(parseIdempotencyKey("x".repeat(255))).toHaveLength(255);
  });

  it.each([["empty", ""], ["empty quotes", '""'], ["too long", "x".repeat(256)], ["a space", "a b"], ["a control character", "a\tb"], ["non-ASCII", "clé"]])(
    "refuses %s with a 400 naming the header",
    (_, value) => {
      expect(() => parseIdempotencyKey(value)).toThrow(InputError);
      expect(() => parseIdempotencyKey(value)).toThrow(/Idempotency-Key/);
    },
  );
});

describe("fingerprintOf", () => {
  const leg = { from: "ZRH", to: "LHR", departure: "2024-05-01T10:00" };
  it("is the same for the same body in any field order, and differs for another body", () => {
    const a = fingerprintOf(parseFlightInput(leg));
    expect(fingerprintOf(parseFlightInput({ departure: leg.departure, to: leg.to, from: leg.from }))).toBe(a);
    expect(fingerprintOf(parseFlightInput({ ...leg, to: "CDG" }))).not.toBe(a);
    expect(fingerprintOf(parseFlightInput({ ...leg, seats: [{ guestName: "A" }, { guestName: "B" }] }))).not.toBe(
      fingerprintOf(parseFlightInput({ ...leg, seats: [{ guestName: "B" }, { guestName: "A" }] })),
    );
  });
});
