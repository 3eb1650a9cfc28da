import { describe, expect, it } from "vitest";
import { chunk, planSync } from "./sync-plan";

interface Row {
  key: string;
  value: number;
}

const keyOf = (row: Row) => row.key;

describe("planSync", () => {
  it("creates new rows, updates changed ones, leaves equal ones, and lists rows the data dropped", () => {
    const plan = planSync<Row>(
      [
        { key: "a", value: 1 },
        { key: "b", value: 2 },
        { key: "c", value: 3 },
      ],
      [
        { id: 1, custom: false, key: "a", value: 1 },
        { id: 2, custom: false, key: "b", value: 20 },
        { id: 3, custom: false, key: "gone", value: 0 },
      ],
      keyOf,
    );
    expect(plan.create).toEqual([{ key: "c", value: 3 }]);
    expect(plan.update).toEqual([{ id: 2, data: { key: "b", value: 2 } }]);
    expect(plan.unchanged).toBe(1);
    expect(plan.stale).toEqual([3]);
  });

  it("never plans anything for custom rows, and skips data rows whose key a custom row holds", () => {
    const plan = planSync<Row>(
      [{ key: "mine", value: 1 }],
      [
        { id: 1, custom: true, key: "mine", value: 99 },
        { id: 2, custom: true, key: "other", value: 5 },
      ],
      keyOf,
    );
    expect(plan).toMatchObject({ create: [], update: [], stale: [], shadowed: 1 });
  });

  it("treats a second reference row with the same key as stale", () => {
    const plan = planSync<Row>(
      [{ key: "a", value: 1 }],
      [
        { id: 1, custom: false, key: "a", value: 1 },
        { id: 2, custom: false, key: "a", value: 1 },
      ],
      keyOf,
    );
    expect(plan.stale).toEqual([2]);
    expect(plan.unchanged).toBe(1);
  });
});

describe("chunk", () => {
  it("splits into batches of at most the size", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
  });
});
