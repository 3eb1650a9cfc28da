import { describe, expect, it } from "vitest";
import { continuesJourney, isJourneyLeg, predecessorOf, successorOf, summarizeJourney, type JourneyLeg } from "./continues-journey";

const at = (iso: string) => new Date(iso);
function leg(id: number, fromId: number, toId: number, startsAt: string, endsAt: string): JourneyLeg {
  return { id, fromId, toId, startsAt: at(startsAt), endsAt: at(endsAt), distanceKm: 100 * id };
}

describe("continuesJourney", () => {
  const a = leg(1, 10, 20, "2024-05-01T08:00Z", "2024-05-01T10:00Z");
  it("exactly the window after the arrival is inside, one minute more is outside", () => {
    expect(continuesJourney(a, leg(2, 20, 30, "2024-05-02T10:00Z", "2024-05-02T12:00Z"), 24)).toBe(true);
    expect(continuesJourney(a, leg(2, 20, 30, "2024-05-02T10:01Z", "2024-05-02T12:00Z"), 24)).toBe(false);
    expect(continuesJourney(a, leg(2, 20, 30, "2024-05-01T11:00Z", "2024-05-01T12:00Z"), 1)).toBe(true);
    expect(continuesJourney(a, leg(2, 20, 30, "2024-05-01T11:01Z", "2024-05-01T12:00Z"), 1)).toBe(false);
  });
  it("a departure at the arrival instant connects; one before it (a negative gap) does not", () => {
    expect(continuesJourney(a, leg(2, 20, 30, "2024-05-01T10:00Z", "2024-05-01T12:00Z"), 24)).toBe(true);
    expect(continuesJourney(a, leg(2, 20, 30, "2024-05-01T09:59Z", "2024-05-01T12:00Z"), 24)).toBe(false);
  });
  it("the next flight must leave from the airport of arrival", () => {
    expect(continuesJourney(a, leg(2, 10, 30, "2024-05-01T12:00Z", "2024-05-01T14:00Z"), 24)).toBe(false);
  });
  it("a flight does not continue itself", () => {
    expect(continuesJourney(leg(1, 10, 10, "2024-05-01T08:00Z", "2024-05-01T10:00Z"), leg(1, 10, 10, "2024-05-01T08:00Z", "2024-05-01T10:00Z"), 24)).toBe(false);
  });
  it("flights known only to the month or year, or lasting over 48 h, are no legs", () => {
    expect(isJourneyLeg(leg(1, 1, 2, "2024-05-01T00:00Z", "2024-06-01T00:00Z"))).toBe(false);
    expect(isJourneyLeg(leg(1, 1, 2, "2024-05-01T00:00Z", "2024-05-03T00:01Z"))).toBe(false);
    expect(isJourneyLeg(leg(1, 1, 2, "2024-05-01T00:00Z", "2024-05-03T00:00Z"))).toBe(true);
  });
});

describe("successorOf / predecessorOf", () => {
  it("choose the earliest departure after, the latest arrival before", () => {
    const a = leg(1, 10, 20, "2024-05-01T08:00Z", "2024-05-01T10:00Z");
    const b = leg(2, 20, 30, "2024-05-01T12:00Z", "2024-05-01T13:00Z");
    const c = leg(3, 20, 40, "2024-05-01T11:00Z", "2024-05-01T13:00Z");
    expect(successorOf(a, [b, c], 24)?.id).toBe(3);
    const a2 = leg(4, 50, 20, "2024-05-01T09:00Z", "2024-05-01T10:30Z");
    expect(predecessorOf(c, [a, a2], 24)?.id).toBe(4);
  });
});

describe("summarizeJourney", () => {
  it("totals from the first departure to the last arrival, distances and layovers", () => {
    const s = summarizeJourney([leg(1, 10, 20, "2024-05-01T08:00Z", "2024-05-01T10:00Z"), leg(2, 20, 30, "2024-05-01T13:30Z", "2024-05-01T15:00Z")]);
    expect(s.totalSeconds).toBe(7 * 3600);
    expect(s.distanceKm).toBe(300);
    expect(s.layovers).toEqual([{ airportId: 20, seconds: 3.5 * 3600 }]);
  });
});
