import { describe, expect, it } from "vitest";
import { parseReviewYear, reviewYearRange } from "./review-year";

describe("the review's year", () => {
  it("is four digits from 1001 to 9999; anything else is no year", () => {
    expect(parseReviewYear("2025")).toBe(2025);
    for (const text of ["25", "02025", "2025.0", "１２３４", "abcd", "1000", "0999", "", null, undefined]) expect(parseReviewYear(text), String(text)).toBeNull();
  });

  it("is the dashboard's period of that year", () => {
    expect(reviewYearRange(2024)).toMatchObject({ since: "2024-01-01", until: "2024-12-31", params: [["year", "2024"]] });
  });
});
