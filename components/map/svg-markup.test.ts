import { describe, expect, it } from "vitest";
import { markPathsMarkup } from "./svg-markup";

describe("markPathsMarkup", () => {
  it("writes each mark as a path with its data and mark index, in a group with its width and opacity", () => {
    expect(
      markPathsMarkup([
        { d: "M750.8 127.7l-19.7-2.3-19.5-.6", mark: 0, strokeWidth: 1.39, strokeOpacity: 0.41 },
        { d: "M219.1 171h0", mark: 1, strokeWidth: 4.24 },
      ]),
    ).toBe('<g stroke-width="1.39" stroke-opacity="0.41"><path d="M750.8 127.7l-19.7-2.3-19.5-.6" data-mark="0"/></g><g stroke-width="4.24"><path d="M219.1 171h0" data-mark="1"/></g>');
    expect(markPathsMarkup([])).toBe("");
  });

  it("draws a run of marks alike in one group, in their order; a mark drawn otherwise opens the next", () => {
    expect(
      markPathsMarkup([
        { d: "M1 1h0", mark: 3, strokeWidth: 1, strokeOpacity: 0.35 },
        { d: "M2 2h0", mark: 2, strokeWidth: 1, strokeOpacity: 0.35 },
        { d: "M3 3h0", mark: 1, strokeWidth: 1, strokeOpacity: 0.5 },
        { d: "M4 4h0", mark: 0, strokeWidth: 5, strokeOpacity: 0.5 },
      ]),
    ).toBe(
      '<g stroke-width="1" stroke-opacity="0.35"><path d="M1 1h0" data-mark="3"/><path d="M2 2h0" data-mark="2"/></g>' +
        '<g stroke-width="1" stroke-opacity="0.5"><path d="M3 3h0" data-mark="1"/></g><g stroke-width="5" stroke-opacity="0.5"><path d="M4 4h0" data-mark="0"/></g>',
    );
  });

  it("refuses anything but path data and finite numbers, so no markup can be smuggled in", () => {
    expect(() => markPathsMarkup([{ d: 'M0 0"/><script>alert(1)</script>', mark: 0, strokeWidth: 1 }])).toThrow("not SVG path data");
    expect(() => markPathsMarkup([{ d: "M0 0", mark: Number.NaN, strokeWidth: 1 }])).toThrow("mark");
    expect(() => markPathsMarkup([{ d: "M0 0", mark: 0, strokeWidth: Infinity }])).toThrow("strokeWidth");
  });
});
