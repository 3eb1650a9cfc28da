import { describe, expect, it, vi } from "vitest";
import { processSingleton } from "./process-singleton";

describe("processSingleton", () => {
  it("makes the value once and answers it to every caller", () => {
    const create = vi.fn(() => ({ made: true }));
    const first = processSingleton("test.once", create);
    expect(processSingleton("test.once", create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("is shared through the global symbol registry, so another copy of the module finds it", async () => {
    const value = processSingleton("test.shared", () => ({}));
    vi.resetModules();
    const copy = await import("./process-singleton");
    expect(copy.processSingleton("test.shared", () => ({}))).toBe(value);
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for("contrail.test.shared")]).toBe(value);
  });

  it("keeps values of different keys apart", () => {
    expect(processSingleton("test.a", () => "a")).toBe("a");
    expect(processSingleton("test.b", () => "b")).toBe("b");
  });
});
