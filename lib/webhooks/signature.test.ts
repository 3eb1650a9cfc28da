import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureHeader } from "./signature";

describe("signatureHeader", () => {
  it("is Stripe's t=<seconds>,v1=<hex HMAC-SHA256 over '<t>.<body>'>", () => {
    const body = '{"event":"ping"}';
    const expected = createHmac("sha256", "whsec_x").update(`1700000000.${body}`).digest("hex");
    expect(signatureHeader("whsec_x", body, 1700000000)).toBe(`t=1700000000,v1=${expected}`);
  });

  it("changes with the secret, the body and the timestamp", () => {
    const base = signatureHeader("a", "{}", 1);
    expect(signatureHeader("b", "{}", 1)).not.toBe(base);
    expect(signatureHeader("a", "{ }", 1).split(",v1=")[1]).not.toBe(base.split(",v1=")[1]);
    expect(signatureHeader("a", "{}", 2).split(",v1=")[1]).not.toBe(base.split(",v1=")[1]);
  });
});
