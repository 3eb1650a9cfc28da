import { describe, expect, it } from "vitest";
import { clientFiles, parseSource, uiSourceFiles } from "@/test/support/i18n-sources";

/*
 * What the browser's bundles must not carry up front (e2e/performance.spec.ts holds the dashboard's JavaScript to its
 * budget): the country list with its English names serves the server's formats only (server-formats.ts).
 */
const SERVER_ONLY = ["components/map/country-codes.generated.ts"];

const sources = () => uiSourceFiles().map((file) => ({ file, source: parseSource(file) }));

describe("the browser's bundles", () => {
  it("never reach the server's data lists", () => {
    const client = clientFiles(sources());
    expect(SERVER_ONLY.filter((file) => client.has(file))).toEqual([]);
  });
});
