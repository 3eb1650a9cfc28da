import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { parseShareLinkInput, SHARE_TOGGLES, type ShareToggles } from "./share-link-input";

const now = new Date("2026-11-29T00:00:00Z");
const allOn = Object.fromEntries(SHARE_TOGGLES.map((name) => [name, true])) as ShareToggles;

describe("parseShareLinkInput", () => {
  it("keeps every switch of SHARE_TOGGLES", () => {
    expect(parseShareLinkInput({ label: "Friends", ...allOn, expiresAt: null }, now)).toEqual({ label: "Friends", ...allOn, expiresAt: null });
  });

  it.each(SHARE_TOGGLES)("refuses %s when it is not true or false, naming it", (name) => {
    const parse = () => parseShareLinkInput({ label: "Friends", ...allOn, [name]: "yes", expiresAt: null }, now);
    expect(parse).toThrow(InputError);
    expect(parse).toThrow(`${name} must be true or false`);
  });
});
