import { parse } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { IMPORT_FIELDS, REASON_CODES } from "@/lib/import/reasons";
import { REASON_EXAMPLES } from "@/test/support/import-reasons";
import { argumentsOf, readCatalogue } from "@/test/support/i18n-sources";

// The import page words every reason of lib/import/reasons.ts from Import.reasons: each code needs a message in every
// language whose arguments are exactly the values the code quotes (the API's English is checked in lib/import).
describe.each([...LOCALES])("the import report's reasons in %s", (locale) => {
  const catalogue = readCatalogue(locale);

  it("has a message for every code, with the code's values as its arguments", () => {
    const problems: string[] = [];
    for (const code of REASON_CODES) {
      const message = catalogue[`Import.reasons.${code}`];
      if (message === undefined) {
        problems.push(`${code}: no message`);
        continue;
      }
      const values = REASON_EXAMPLES[code].values as Record<string, string | number>;
      const names = [...argumentsOf(parse(message))].sort().join(", ");
      const quoted = Object.keys(values).sort().join(", ");
      if (names !== quoted) problems.push(`${code}: the message has {${names}}, the code quotes {${quoted}}`);
      else {
        const text = String(new IntlMessageFormat(message, locale).format(values));
        if (/[{}]/.test(text) || text.trim() === "") problems.push(`${code}: words the example as ${JSON.stringify(text)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("names every field", () => {
    expect(IMPORT_FIELDS.filter((field) => !catalogue[`Import.fields.${field}`])).toEqual([]);
  });

  it("has no message for a code that is gone", () => {
    const codes = new Set<string>(REASON_CODES);
    expect(Object.keys(catalogue).filter((key) => key.startsWith("Import.reasons.") && !codes.has(key.slice("Import.reasons.".length)))).toEqual([]);
  });
});
