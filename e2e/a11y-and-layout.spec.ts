import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, settle } from "./support/layout-checks";
import { FRESH_PORT, type AccountName } from "./support/accounts";
import { mainState, signIn, storageStateOf } from "./support/state";

/**
 * Every page, in the states a user meets it in: no serious or critical axe violation and no horizontal scrolling at
 * 320 px and 390 px phones and a 1280 px desktop, in light and dark ("system" theme, the device's colour scheme).
 * One test per page: the page is opened and brought to its state once, then each width and scheme is applied to it
 * in place (so a form's errors or a key just created stay on screen). Screenshots go to e2e/artifacts/.
 */
interface PageCase {
  name: string;
  /** null: signed out */
  as: AccountName | null;
  path: () => string;
  /** the fresh server (first-run set-up) instead of the seeded one */
  fresh?: boolean;
  /** sign in now instead of using the saved session (actions that want a recent sign-in) */
  signInFirst?: boolean;
  /** brings the page to the state to check, once it is open */
  prepare?: (page: Page) => Promise<void>;
}

const WIDTHS = [320, 390, 1280] as const;
const SCHEMES = ["light", "dark"] as const;
const SIGNED_OUT = { cookies: [], origins: [] };

const chartsDrawn = async (page: Page) => {
  await page.locator("[data-testid=chart-per-year] .recharts-bar-rectangle").first().waitFor();
};

async function openFilters(page: Page) {
  // from md up the filters are always shown; on phones they fold into a disclosure: open it once, it stays open
  await page.getByTestId("flight-filters").evaluate((details) => {
    (details as HTMLDetailsElement).open = true;
  });
}

async function showEditErrors(page: Page) {
  await page.getByRole("combobox", { name: "From", exact: true }).fill("");
  await page.getByRole("combobox", { name: "To", exact: true }).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByRole("alert").filter({ hasText: "Please correct" }).waitFor();
}

async function highlightSuggestion(page: Page) {
  const from = page.getByRole("combobox", { name: "From", exact: true });
  await from.fill("Zurich");
  await page.getByRole("option").first().waitFor();
  await from.press("ArrowDown");
  await expect(from).toHaveAttribute("aria-activedescendant", /.+/);
}

async function createKey(page: Page) {
  await page.getByLabel("Key name").fill("a11y check");
  const password = page.getByLabel("Your password");
  if (await password.isVisible()) await password.fill("alice-password-1");
  await page.getByRole("button", { name: "Create key" }).click();
  await page.getByTestId("new-api-key-value").waitFor();
}

async function dryRunImport(page: Page) {
  const header = "Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note";
  const rows = [
    "2024-08,LX900,Zurich / Zürich Airport (ZRH/LSZH),London / Heathrow (LHR/EGLL),10:00:00,11:00:00,01:00:00,Swiss (LX/SWR),Airbus A320 (A320),,,0,0,0,",
    "2024-09-03,LX901,Zurich / Zürich Airport (ZRH/LSZH),London / Heathrow (LHR/EGLL),09:00:00,,01:45:00,Swiss (LX/SWR),Airbus A320 (A320),,,7,0,0,",
  ];
  await page.getByLabel("Export file").setInputFiles({ name: "fr24.csv", mimeType: "text/csv", buffer: Buffer.from([header, ...rows].join("\n")) });
  await page.getByRole("button", { name: "Upload and check" }).click();
  await page.getByText("Values that will not be kept").waitFor();
}

const PAGES: PageCase[] = [
  { name: "signin", as: null, path: () => "/signin" },
  { name: "setup", as: null, fresh: true, path: () => "/setup" },
  { name: "dashboard", as: "alice", path: () => "/", prepare: chartsDrawn },
  { name: "dashboard-admin-all", as: "admin", path: () => "/?scope=all", prepare: chartsDrawn },
  { name: "dashboard-admin-user", as: "admin", path: () => `/?scope=user&userId=${mainState().users.alice}`, prepare: chartsDrawn },
  { name: "flights", as: "alice", path: () => "/flights" },
  { name: "flights-filters-open", as: "alice", path: () => "/flights?year=2023", prepare: openFilters },
  { name: "flights-no-match", as: "alice", path: () => "/flights?q=no-such-flight-anywhere" },
  { name: "flights-none-yet", as: "owner", path: () => "/flights" },
  { name: "flight-detail-own", as: "alice", path: () => `/flights/${mainState().flights.aliceLhr}`, prepare: (page) => page.getByTestId("route-map").waitFor() },
  { name: "flight-detail-shared", as: "alice", path: () => `/flights/${mainState().flights.shared}`, prepare: (page) => page.getByTestId("route-map").waitFor() },
  { name: "flight-new-suggestions", as: "alice", path: () => "/flights/new", prepare: highlightSuggestion },
  { name: "flight-edit-errors", as: "alice", path: () => `/flights/${mainState().flights.aliceLhr}/edit`, prepare: showEditErrors },
  { name: "settings-profile", as: "alice", path: () => "/settings" },
  { name: "settings-security-new-key", as: "alice", signInFirst: true, path: () => "/settings/security", prepare: createKey },
  { name: "settings-users", as: "owner", path: () => "/settings/users" },
  { name: "settings-import-dry-run", as: "alice", path: () => "/settings/import", prepare: dryRunImport },
  { name: "settings-export", as: "admin", path: () => "/settings/export" },
  { name: "settings-custom-data", as: "admin", path: () => "/settings/custom-data" },
  { name: "api-docs", as: "alice", path: () => "/docs/api" },
  { name: "api-docs-signed-out", as: null, path: () => "/docs/api" },
  { name: "not-found", as: "alice", path: () => "/flights/999999" },
  { name: "not-found-signed-out", as: null, path: () => "/no-such-page" },
];

mkdirSync("e2e/artifacts", { recursive: true });

for (const entry of PAGES) {
  test(`${entry.name}: accessible and fits 320, 390 and 1280 px, light and dark`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const base = entry.fresh ? `http://127.0.0.1:${FRESH_PORT}` : (baseURL ?? "");
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: entry.as && !entry.signInFirst ? storageStateOf(entry.as) : SIGNED_OUT,
    });
    const page = await context.newPage();
    if (entry.as && entry.signInFirst) await signIn(page, entry.as, base);
    await page.goto(`${base}${entry.path()}`);
    if (entry.fresh) test.skip(!page.url().endsWith("/setup"), "set-up already done on the fresh instance");
    await page.waitForLoadState("load");
    await entry.prepare?.(page);
    // one main landmark, at the top level: where the skip link lands and screen readers jump to
    // (waiting for it: a page that calls notFound() streams its content in after the shell)
    await expect.soft(page.locator("main, [role=main]"), `${entry.name}: main landmarks`).toHaveCount(1);
    expect.soft(await page.locator(":is(main, [role=main]) :is(main, [role=main])").count(), `${entry.name}: nested main`).toBe(0);

    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
        await settle(page);
        const label = `${entry.name} ${width}px ${scheme}`;
        await page.screenshot({ path: `e2e/artifacts/${entry.name}-${width}-${scheme}.png`, fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect.soft(overflow, `${label}: horizontal overflow`).toBeLessThanOrEqual(0);
        expect.soft(await seriousViolations(page), label).toEqual([]);
      }
    }
    await context.close();
  });
}

test("keyboard: the skip link is the first stop and lands on the main content", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ storageState: storageStateOf("alice") });
  const page = await context.newPage();
  await page.goto(`${baseURL}/flights`);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await context.close();
});
