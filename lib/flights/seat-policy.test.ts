import { describe, expect, it } from "vitest";
import type { Principal, Role } from "@/lib/auth/principal";
import { decideSeatChange, deleteRemoves, flightOutlivesSeats, importNeedsImporterSeat, maySeatUser, notesAreTravellersOwn, type PolicySeat } from "./seat-policy";

const ME = "me";
const OTHER = "other";
const actor = (role: Role): Principal => ({ userId: ME, role });
const seat = (userId: string | null, seatNumber: string | null = null): PolicySeat => ({ userId, seat: null, seatNumber, seatClass: null });
const mine = seat(ME);
const theirs = seat(OTHER);
const guest = seat(null, "1A");

type Verdict = "allowed" | "own seat required" | "other user's seat";

// [what, current seats (null: a new flight), requested seats, verdict for a regular user]; admins and owners: always allowed
const SEAT_CHANGES: [string, PolicySeat[] | null, PolicySeat[], Verdict][] = [
  ["new: own seat", null, [mine], "allowed"],
  ["new: own seat and a guest", null, [mine, guest], "allowed"],
  ["new: only a guest", null, [guest], "own seat required"],
  ["new: only another user", null, [theirs], "own seat required"],
  ["new: own seat and another user", null, [mine, theirs], "other user's seat"],
  ["update: unchanged", [mine, theirs, guest], [mine, theirs, guest], "allowed"],
  ["update: add a guest", [mine], [mine, guest], "allowed"],
  ["update: remove a guest", [mine, guest], [mine], "allowed"],
  ["update: change own seat", [mine, theirs], [seat(ME, "2B"), theirs], "allowed"],
  ["update: other seats in another order", [theirs, mine, guest], [guest, mine, theirs], "allowed"],
  ["update: remove own seat", [mine, theirs], [theirs], "own seat required"],
  ["update: remove own seat, keep a guest", [mine, guest], [guest], "own seat required"],
  ["update: add another user", [mine], [mine, theirs], "other user's seat"],
  ["update: remove another user", [mine, theirs], [mine], "other user's seat"],
  ["update: change another user's seat", [mine, theirs], [mine, seat(OTHER, "9F")], "other user's seat"],
  ["update: turn another user into a guest", [mine, theirs], [mine, { ...guest, seatNumber: null }], "other user's seat"],
  ["update: take a seat on a flight held by another user", [theirs], [theirs, mine], "allowed"],
];

describe("decideSeatChange", () => {
  it.each(SEAT_CHANGES)("regular user, %s", (_what, current, requested, verdict) => {
    const decision = decideSeatChange(actor("user"), current, requested);
    expect(decision).toEqual(verdict === "allowed" ? { allowed: true } : { allowed: false, reason: verdict });
  });

  it.each(SEAT_CHANGES.flatMap(([what, current, requested]) => (["admin", "owner"] as const).map((role) => [role, what, current, requested] as const)))(
    "%s, %s: allowed",
    (role, _what, current, requested) => {
      expect(decideSeatChange(actor(role), current, requested)).toEqual({ allowed: true });
    },
  );
});

describe("maySeatUser (saving, import matching and user mappings)", () => {
  it.each([
    ["user", ME, true],
    ["user", OTHER, false],
    ["admin", ME, true],
    ["admin", OTHER, true],
    ["owner", OTHER, true],
  ] as const)("%s seating %s: %s", (role, userId, allowed) => {
    expect(maySeatUser(actor(role), userId)).toBe(allowed);
  });
});

describe("importNeedsImporterSeat", () => {
  it.each([
    ["user", [], true],
    ["user", [OTHER], true],
    ["user", [ME], false],
    ["user", [OTHER, ME], false],
    ["admin", [], true],
    ["admin", [OTHER], false],
    ["owner", [OTHER], false],
    ["owner", [ME], false],
  ] as const)("%s importing a flight seating %j: %s", (role, seated, needed) => {
    expect(importNeedsImporterSeat(actor(role), seated)).toBe(needed);
  });
});

describe("deleting", () => {
  it.each([
    ["user", { kind: "ownSeat", userId: ME }],
    ["admin", { kind: "flight" }],
    ["owner", { kind: "flight" }],
  ] as const)("%s removes %j", (role, removes) => {
    expect(deleteRemoves(actor(role))).toEqual(removes);
  });

  it("keeps the flight while a user seat is left, guests alone do not keep it", () => {
    expect(flightOutlivesSeats(1)).toBe(true);
    expect(flightOutlivesSeats(0)).toBe(false);
  });
});

describe("notesAreTravellersOwn (share pages and calendar feeds)", () => {
  it("lets notes out only when no other user holds a seat", () => {
    expect(notesAreTravellersOwn(0)).toBe(true);
    expect(notesAreTravellersOwn(1)).toBe(false);
    expect(notesAreTravellersOwn(3)).toBe(false);
  });
});
