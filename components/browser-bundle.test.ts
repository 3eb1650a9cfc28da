import { describe, expect, it } from "vitest";
import { clientFiles, importClosure, parseSource, uiSourceFiles } from "@/test/support/i18n-sources";

/*
 * What the browser's bundles must not carry up front (e2e/performance.spec.ts holds the dashboard's JavaScript to its
 * budget): the country list with its English names serves the server's formats only (server-formats.ts), and the
 * device's offline data code reaches the signed-in layout only through imports made when it is needed, and the scope
 * switcher (admins' and owners') a page only when it shows it.
 */
const SERVER_ONLY = ["components/map/country-codes.generated.ts"];
const DEVICE_DATA = ["components/offline/idb.ts", "components/offline/offline-account.ts", "components/offline/outbox-store.ts", "components/offline/outbox-driver.ts", "components/offline/sync-log.ts"];

const SCOPED_PAGES = ["app/(app)/page.tsx", "app/(app)/flights/page.tsx", "app/(app)/review/[year]/page.tsx"];

const sources = () => uiSourceFiles().map((file) => ({ file, source: parseSource(file) }));

describe("the browser's bundles", () => {
  it("never reach the server's data lists", () => {
    const client = clientFiles(sources());
    expect(SERVER_ONLY.filter((file) => client.has(file))).toEqual([]);
  });

  it("load the device's offline data code with the signed-in layout only when it is needed", () => {
    const withLayout = importClosure(sources(), ["app/(app)/layout.tsx"], { dynamicImports: false });
    const later = importClosure(sources(), ["app/(app)/layout.tsx"]);
    expect(DEVICE_DATA.filter((file) => withLayout.has(file))).toEqual([]);
    // still reached: the layout does run them, once the page is idle or at sign-out
    expect(DEVICE_DATA.filter((file) => !later.has(file))).toEqual([]);
  });

  it("load the scope switcher only on a page that shows it", () => {
    const withPage = (page: string) => importClosure(sources(), [page], { dynamicImports: false });
    expect(SCOPED_PAGES.filter((page) => withPage(page).has("components/scope/scope-switcher.tsx"))).toEqual([]);
    expect(SCOPED_PAGES.filter((page) => !importClosure(sources(), [page]).has("components/scope/scope-switcher.tsx"))).toEqual([]);
  });
});
