import { describe, expect, it } from "vitest";
import { RateLimitedError } from "@/lib/errors";
import { ConcurrencyGate, GateBusyError } from "./concurrency-gate";

describe("ConcurrencyGate", () => {
  it("runs at most maxRunning tasks at once, queues maxWaiting in order and refuses the rest at once", async () => {
    const gate = new ConcurrencyGate(2, 3);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      order.push(i);
      return i;
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => gate.run(task(i))));
    expect(peak).toBe(2);
    expect(results.slice(0, 5).map((result) => (result.status === "fulfilled" ? result.value : null))).toEqual([0, 1, 2, 3, 4]);
    for (const result of results.slice(5)) {
      expect(result.status).toBe("rejected");
      const reason = (result as PromiseRejectedResult).reason as unknown;
      expect(reason).toBeInstanceOf(GateBusyError);
      expect(reason).toBeInstanceOf(RateLimitedError);
    }
    expect(order.slice(2)).toEqual([2, 3, 4]);
    // and the gate is free again afterwards, also after a task that failed
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await Promise.all([gate.run(task(8)), gate.run(task(9))])).toEqual([8, 9]);
  });
});
