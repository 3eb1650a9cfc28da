import { expect, test, type Locator, type Page } from "@playwright/test";
import { checkLayouts } from "./support/layout-checks";
import { storageStateOf } from "./support/state";

/**
 * Drill-downs end to end: a bar of the per-year chart, an entry of a top list and a country open the flight list,
 * which names the filter and shows the dashboard's figure as its total; the list is accessible and fits at 390 px and
 * 1280 px, light and dark. The counting itself is checked exhaustively by lib/stats/dashboard/drill-down.test.ts.
 */
const figure = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

async function listTotal(page: Page): Promise<number> {
  return Number(await page.getByTestId("list-total").getAttribute("data-value"));
}

async function checkEverywhere(page: Page, name: string, testId = "active-filters") {
  await checkLayouts(page, name, { visible: page.getByTestId(testId) });
}

/** The figure beside a linked entry (a top list's or the countries' row). */
async function rowFigure(link: Locator): Promise<number> {
  return figure(await link.locator("xpath=..").locator("span").last().textContent());
}

test.describe("drill-downs as a regular user", () => {
  test.use({ storageState: storageStateOf("alice") });

  test("a bar of the per-year chart opens that year's completed flights, as many as the bar", async ({ page }) => {
    await page.goto("/");
    const chart = page.getByTestId("chart-per-year");
    const rows = await chart.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [tr.children[0]?.textContent ?? "", tr.children[1]?.textContent ?? ""] as const));
    const byYear = new Map(rows.map(([year, value]) => [year.trim(), figure(value)]));
    await chart.locator(".recharts-bar-rectangle").first().click();
    await page.waitForURL(/\/flights\?.*year=\d{4}/);
    const url = new URL(page.url());
    expect(url.searchParams.get("completed")).toBe("1");
    const year = url.searchParams.get("year") ?? "";
    expect(byYear.get(year)).toBeGreaterThan(0);
    await expect(page.getByTestId("active-filter-year")).toContainText(`Year: ${year}`);
    await expect(page.getByTestId("active-filter-completed")).toContainText("Completed flights only");
    expect(await listTotal(page)).toBe(byYear.get(year));
    await checkEverywhere(page, "year drill-down");
    // a filter is dropped from its chip, all of them at once from "Clear filters"
    await page.getByTestId("clear-filters").click();
    await page.waitForURL((u) => u.pathname === "/flights" && !u.search.includes("year="));
    await expect(page.getByTestId("active-filters")).toHaveCount(0);
  });

  test("an entry of the top airports opens its flights, counted in visits", async ({ page }) => {
    await page.goto("/");
    const link = page.getByTestId("chart-top-airports").locator("ol a[data-drill]").first();
    const visits = await rowFigure(link);
    expect(visits).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL(/\/flights\?.*airport=\d+/);
    await expect(page.getByTestId("active-filter-airportId")).toContainText("Airport:");
    expect(await listTotal(page)).toBe(visits);
    await expect(page.getByTestId("list-total")).toContainText("visit");
    await checkEverywhere(page, "airport drill-down");
  });

  test("a country of the visited-countries card opens the flights that visit it", async ({ page }) => {
    await page.goto("/");
    const link = page.getByTestId("visited-countries-list").locator("a[data-drill]").first();
    const visits = await rowFigure(link);
    await link.click();
    await page.waitForURL(/\/flights\?.*country=[A-Z]{2}/);
    await expect(page.getByTestId("active-filter-country")).toContainText("Country:");
    expect(await listTotal(page)).toBe(visits);
  });
});

test.describe("a dashboard period", () => {
  test.use({ storageState: storageStateOf("alice") });

  test("a year's dashboard shows that year's bar as its Flights card, and links to those flights", async ({ page }) => {
    await page.goto("/");
    const rows = await page.getByTestId("chart-per-year").locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [tr.children[0]?.textContent ?? "", tr.children[1]?.textContent ?? ""] as const));
    const offered = await page.getByTestId("dashboard-range").getByRole("link", { name: /^\d{4}$/ }).allTextContents();
    const [label, value] = rows.map(([year, v]) => [year.trim(), figure(v)] as const).filter(([year, v]) => v > 0 && offered.includes(year)).at(-1) ?? ["", 0];
    expect(value).toBeGreaterThan(0);
    await page.getByTestId("dashboard-range").getByRole("link", { name: label, exact: true }).click();
    await page.waitForURL(new RegExp(`year=${label}`));
    await expect(page.getByTestId("scope-subject")).toContainText(`, ${label}.`);
    expect(Number(await page.getByTestId("stat-flights").locator("dd").getAttribute("data-value"))).toBe(value);
    await checkEverywhere(page, "dashboard for a year", "dashboard-range");
    await page.getByTestId("drill-flights").click();
    await page.waitForURL(/\/flights\?.*since=/);
    await expect(page.getByTestId("active-filter-since-until")).toContainText(`Dates: ${label}-01-01 to ${label}-12-31`);
    expect(await listTotal(page)).toBe(value);
  });
});

test.describe("drill-downs as an admin", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("keep the scope: an airline of all users' dashboard opens all users' flights of that airline", async ({ page }) => {
    await page.goto("/?scope=all");
    const link = page.getByTestId("chart-top-airlines").locator("ol a[data-drill]").first();
    const flights = await rowFigure(link);
    await link.click();
    await page.waitForURL(/\/flights\?.*airline=\d+/);
    expect(new URL(page.url()).searchParams.get("scope")).toBe("all");
    await expect(page.getByTestId("scope-subject")).toContainText("All users’ flights");
    expect(await listTotal(page)).toBe(flights);
  });
});
