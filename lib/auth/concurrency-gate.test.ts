import { describe, expect, it } from "vitest";
import { ConcurrencyGate } from "./concurrency-gate";

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
    const runs = Array.from({ length: 8 }, (_, i) => gate.tryRun(task(i)));
    expect(runs.slice(5)).toEqual([null, null, null]);
    expect(await Promise.all(runs.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([2, 3, 4]);
    // and the gate is free again afterwards, also after a task that failed
    await expect(gate.tryRun(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await Promise.all([gate.tryRun(task(8)), gate.tryRun(task(9))])).toEqual([8, 9]);
  });
});
