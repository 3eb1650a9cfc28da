import { describe, expect, it } from "vitest";
import { afterDeletePath } from "./after-delete";

describe("afterDeletePath", () => {
  it("tells a deleted flight from a seat given up on a shared one", () => {
    expect(afterDeletePath({ flightDeleted: true })).toBe("/flights?deleted=1");
    expect(afterDeletePath({ flightDeleted: false })).toBe("/flights?removed=1");
  });
});
