import { describe, expect, it } from "vitest";
import { shareSlugOfPath } from "./share-door";

describe("the share doors' paths", () => {
  it("are /share/<slug> and its card; anything else under /share/ is no slug; other paths are not the doors'", () => {
    expect(shareSlugOfPath("/share/abc_DEF-123")).toBe("abc_DEF-123");
    expect(shareSlugOfPath("/share/abc?x=1")).toBe("abc");
    expect(shareSlugOfPath("/share/abc/card.svg?theme=dark")).toBe("abc");
    expect(shareSlugOfPath("/share/abc/")).toBe("abc");
    expect(shareSlugOfPath("/share/abc/card.png?theme=light")).toBe("abc");
    expect(shareSlugOfPath("/share/abc/card.gif")).toBe("");
    expect(shareSlugOfPath("/share/abc/review/2024")).toBe("abc");
    expect(shareSlugOfPath("/share/abc/review/2024/card.png?theme=dark")).toBe("abc");
    for (const year of ["24", "20244", "20x4", "0999", "", "2024/card.svg", "2024/other"]) expect(shareSlugOfPath(`/share/abc/review/${year}`)).toBe("");
    expect(shareSlugOfPath("/share/abc/other")).toBe("");
    expect(shareSlugOfPath("/share")).toBe("");
    expect(shareSlugOfPath("/share/")).toBe("");
    expect(shareSlugOfPath("/shared")).toBeNull();
    expect(shareSlugOfPath("/api/share/abc")).toBeNull();
    expect(shareSlugOfPath("/")).toBeNull();
  });
});
