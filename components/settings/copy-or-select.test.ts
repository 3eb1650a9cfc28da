import { describe, expect, it, vi } from "vitest";
import { copyOrSelect } from "./copy-or-select";

const node = {} as Node;

describe("copyOrSelect", () => {
  it("copies when the clipboard takes the text", async () => {
    const writeText = vi.fn(async () => {});
    const selection = { selectAllChildren: vi.fn() };
    expect(await copyOrSelect("ctr_x", node, { writeText }, selection)).toBe("copied");
    expect(writeText).toHaveBeenCalledWith("ctr_x");
    expect(selection.selectAllChildren).not.toHaveBeenCalled();
  });

  it("selects the text where the clipboard is missing or blocked", async () => {
    const selection = { selectAllChildren: vi.fn() };
    expect(await copyOrSelect("ctr_x", node, undefined, selection)).toBe("selected");
    const blocked = { writeText: vi.fn(async () => Promise.reject(new DOMException("denied", "NotAllowedError"))) };
    expect(await copyOrSelect("ctr_x", node, blocked, selection)).toBe("selected");
    expect(selection.selectAllChildren).toHaveBeenCalledTimes(2);
    expect(await copyOrSelect("ctr_x", null, undefined, selection)).toBe("failed");
  });
});
