import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";
import { nextAttemptAfter } from "./backoff";

describe("nextAttemptAfter", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  const { retrySeconds } = parseConfig({}).webhooks;

  it("waits 1 min, 5 min, 30 min, 2 h, 6 h by default, then gives up", () => {
    const waits = [1, 2, 3, 4, 5, 6].map((failed) => nextAttemptAfter(failed, retrySeconds, now)?.getTime());
    expect(waits.map((at) => (at === undefined ? null : (at - now.getTime()) / 1000))).toEqual([60, 300, 1800, 7200, 21600, null]);
  });

  it("follows CONTRAIL_WEBHOOK_RETRY_SECONDS", () => {
    const short = parseConfig({ CONTRAIL_WEBHOOK_RETRY_SECONDS: "1, 2" }).webhooks.retrySeconds;
    expect(short).toEqual([1, 2]);
    expect(nextAttemptAfter(2, short, now)?.toISOString()).toBe("2026-01-01T00:00:02.000Z");
    expect(nextAttemptAfter(3, short, now)).toBeNull();
    expect(() => parseConfig({ CONTRAIL_WEBHOOK_RETRY_SECONDS: "1,0" })).toThrow(/CONTRAIL_WEBHOOK_RETRY_SECONDS/);
  });
});
