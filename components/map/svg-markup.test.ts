import { describe, expect, it } from "vitest";
import { markPathsMarkup } from "./svg-markup";

describe("markPathsMarkup", () => {
  it("writes each mark as a path with its data, mark index, width and opacity", () => {
    expect(
      markPathsMarkup([
        { d: "M750.8 127.7l-19.7-2.3-19.5-.6", mark: 0, strokeWidth: 1.39, strokeOpacity: 0.41 },
        { d: "M219.1 171h0", mark: 1, strokeWidth: 4.24 },
      ]),
    ).toBe('<path d="M750.8 127.7l-19.7-2.3-19.5-.6" data-mark="0" stroke-width="1.39" stroke-opacity="0.41"/><path d="M219.1 171h0" data-mark="1" stroke-width="4.24"/>');
    expect(markPathsMarkup([])).toBe("");
  });

  it("refuses anything but path data and finite numbers, so no markup can be smuggled in", () => {
    expect(() => markPathsMarkup([{ d: 'M0 0"/><script>alert(1)</script>', mark: 0, strokeWidth: 1 }])).toThrow("not SVG path data");
    expect(() => markPathsMarkup([{ d: "M0 0", mark: Number.NaN, strokeWidth: 1 }])).toThrow("mark");
    expect(() => markPathsMarkup([{ d: "M0 0", mark: 0, strokeWidth: Infinity }])).toThrow("strokeWidth");
  });
});
