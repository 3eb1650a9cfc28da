import { describe, expect, it } from "vitest";
import { offlineModeOf, offlineViewOf } from "./offline-view";

describe("the offline shell's views", () => {
  it("shows the dashboard, the list, a flight and the add and scan forms at their own addresses", () => {
    expect(offlineViewOf("/")).toEqual({ kind: "dashboard" });
    expect(offlineViewOf("/offline")).toEqual({ kind: "dashboard" });
    expect(offlineViewOf("/flights")).toEqual({ kind: "list" });
    expect(offlineViewOf("/flights/")).toEqual({ kind: "list" });
    expect(offlineViewOf("/flights/42")).toEqual({ kind: "flight", id: 42 });
    expect(offlineViewOf("/flights/new")).toEqual({ kind: "add" });
    expect(offlineViewOf("/flights/new/scan")).toEqual({ kind: "scan" });
  });

  it("says anything else is not available offline", () => {
    for (const path of ["/trips", "/flights/42/edit", "/flights/0", "/flights/abc", "/settings", "/review/2025", "/flights/12345678901234567"]) {
      expect(offlineViewOf(path), path).toEqual({ kind: "unavailable" });
    }
  });

  it("lets the add and scan pages keep flights on this device; every other view only reads", () => {
    expect(offlineModeOf(offlineViewOf("/flights/new"))).toBe("add");
    expect(offlineModeOf(offlineViewOf("/flights/new/scan"))).toBe("add");
    for (const path of ["/", "/flights", "/flights/42", "/trips"]) expect(offlineModeOf(offlineViewOf(path)), path).toBe("read");
  });
});
