import { describe, expect, it } from "vitest";
import { contentLine, dateValue, escapeText, textProperty, utcDateTime } from "./ics-text";

/** The physical lines of folded text, and their sizes in octets. */
function physicalLines(text: string): string[] {
  expect(text.endsWith("\r\n")).toBe(true);
  return text.slice(0, -2).split("\r\n");
}

/** Undoes RFC 5545 folding: a CRLF followed by one space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("escapeText", () => {
  it("escapes backslash, semicolon and comma, and writes every kind of line break as \\n", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("one\r\ntwo\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
    // a colon needs no escape in a TEXT value
    expect(escapeText("Gate: B12")).toBe("Gate: B12");
  });

  it.each([
    ["VT", "\v"],
    ["FF", "\f"],
    ["NEL", "\u0085"],
    ["LINE SEPARATOR", "\u2028"],
    ["PARAGRAPH SEPARATOR", "\u2029"],
  ])("writes %s, a line break a consumer may split on, as \\n", (_name, char) => {
    expect(escapeText(`note${char}ATTACH:https://evil.example/x`)).toBe("note\\nATTACH:https://evil.example/x");
    const line = textProperty("DESCRIPTION", `a${char}b${char.repeat(100)}c`);
    expect(line).not.toContain(char);
    expect(unfold(line)).toBe(`DESCRIPTION:a\\nb${"\\n".repeat(100)}c\r\n`);
  });

  it("drops the other control characters RFC 5545 forbids in TEXT, and keeps HTAB", () => {
    const controls = [0x00, 0x01, 0x08, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x9f].map((code) => String.fromCharCode(code)).join("");
    expect(escapeText(`A${controls}B\tC`)).toBe("AB\tC");
  });
});

describe("contentLine", () => {
  it("leaves a short line alone and ends it with CRLF", () => {
    expect(contentLine("VERSION:2.0")).toBe("VERSION:2.0\r\n");
  });

  it("folds a long ASCII line at 75 octets, continuations starting with a space", () => {
    const line = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = contentLine(line);
    const lines = physicalLines(folded);
    expect(lines.length).toBeGreaterThan(2);
    for (const [i, physical] of lines.entries()) {
      expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);
      if (i > 0) expect(physical.startsWith(" ")).toBe(true);
    }
    expect(Buffer.byteLength(lines[0]!)).toBe(75);
    expect(unfold(folded)).toBe(`${line}\r\n`);
  });

  it("never splits a UTF-8 character, whatever its size (2, 3 and 4 octets)", () => {
    for (const char of ["é", "→", "✈", "😀"]) {
      for (let offset = 0; offset < 4; offset++) {
        const line = `SUMMARY:${"a".repeat(offset)}${char.repeat(60)}`;
        const folded = contentLine(line);
        for (const physical of physicalLines(folded)) {
          expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);
          // a split sequence would not survive a round trip through UTF-8
          expect(Buffer.from(physical, "utf8").toString("utf8")).toBe(physical);
          expect(physical).not.toContain("\uFFFD");
        }
        expect(unfold(folded)).toBe(`${line}\r\n`);
      }
    }
  });
});

describe("textProperty", () => {
  it("escapes, then folds", () => {
    const text = textProperty("DESCRIPTION", `Notes; a, b\\c\n${"é".repeat(50)}`);
    expect(unfold(text)).toBe(`DESCRIPTION:Notes\\; a\\, b\\\\c\\n${"é".repeat(50)}\r\n`);
    for (const physical of physicalLines(text)) expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);
  });
});

describe("date values", () => {
  it("writes UTC instants without milliseconds and dates without dashes", () => {
    expect(utcDateTime(new Date("2024-03-31T00:30:45.678Z"))).toBe("20240331T003045Z");
    expect(dateValue("2024-07-04")).toBe("20240704");
  });
});
