import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv-format";

describe("csv-format", () => {
  it("quotes only what needs quoting (RFC 4180) and ends lines with CRLF", () => {
    expect(csvLine(["plain", 12, null, "a,b", 'say "hi"', "two\nlines", "Zürich"])).toBe('plain,12,,"a,b","say ""hi""","two\nlines",Zürich\r\n');
  });

  it("keeps spreadsheets from running text as a formula, numbers untouched", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+41 44 000")).toBe("'+41 44 000");
    expect(csvCell("@home")).toBe("'@home");
    expect(csvCell("-5")).toBe("-5");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("2024-03-31T08:05:00.000+02:00")).toBe("2024-03-31T08:05:00.000+02:00");
  });

  it("guards a formula behind leading white space too", () => {
    expect(csvCell(" =1+1")).toBe("' =1+1");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("  @SUM(A1)")).toBe("'  @SUM(A1)");
    expect(csvCell("\u00a0+cmd")).toBe("'\u00a0+cmd");
    expect(csvCell("\u3000-2+3")).toBe("'\u3000-2+3");
    expect(csvCell("\n=1+1")).toBe(`"'\n=1+1"`);
    expect(csvCell("\r\n-cmd")).toBe(`"'\r\n-cmd"`);
    expect(csvCell(" -5")).toBe(" -5");
    expect(csvCell(" plain")).toBe(" plain");
    expect(csvCell("a=b")).toBe("a=b");
  });
});
