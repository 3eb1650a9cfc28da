import { describe, expect, it } from "vitest";
import { z } from "zod";
import { InputError } from "@/lib/errors";
import { checkStorableText, isStorableText, storableText, UNSTORABLE_TEXT_DETAIL, unstorableTextPath } from "./storable-text";

const unstorable = ["\u0000", "a\u0000b", "\ud800", "x\udbff", "\udc00", "\udfffy", "\ude00\ud83d", "\ud83d\ud83d\ude00\ude00"];
const storable = ["", "plain", "Zürich – Ωmega", "\ud83d\ude00", "emoji 😀 and \u{10FFFF}", "\u0001\u001f\ufffd\uffff"];

describe("isStorableText", () => {
  it.each(unstorable)("refuses %j (NUL, or a surrogate without its pair)", (text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it.each(storable)("takes %j", (text) => {
    expect(isStorableText(text)).toBe(true);
  });
});

describe("storableText", () => {
  it("is a zod string whose message names the field by its path, or by the label given", () => {
    const schema = z.object({ notes: storableText().max(5) });
    const result = schema.safeParse({ notes: "ab\u0000" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["notes"], message: UNSTORABLE_TEXT_DETAIL });
    expect(storableText("Display name").safeParse("\ud800").error?.issues[0]?.message).toBe(`Display name ${UNSTORABLE_TEXT_DETAIL}`);
    expect(storableText().trim().min(1).parse("  ok  ")).toBe("ok");
    expect(storableText().safeParse(5).success).toBe(false);
  });
});

describe("checkStorableText", () => {
  it("answers the value, or throws InputError naming the field", () => {
    expect(checkStorableText("userId", "u1")).toBe("u1");
    expect(checkStorableText("userId", undefined)).toBeUndefined();
    expect(() => checkStorableText("userId", "u\u0000")).toThrow(new InputError(`userId: ${UNSTORABLE_TEXT_DETAIL}`, "userId"));
  });
});

describe("unstorableTextPath", () => {
  it("finds the first unstorable string in nested objects and arrays", () => {
    expect(unstorableTextPath({ a: "x", b: [1, { c: "ok" }, { d: "\u0000" }], e: new Date(0) })).toEqual(["b", 2, "d"]);
    expect(unstorableTextPath({ a: "x", b: [null, 5, true, { c: "😀" }] })).toBeNull();
    expect(unstorableTextPath("\ud800")).toEqual([]);
  });
});
