import { expect, test, type Page } from "@playwright/test";
import { checkLayouts, seriousViolations } from "./support/layout-checks";
import { mainState, storageStateOf } from "./support/state";

/**
 * The dashboard's further figures (components/dashboard/more-figures.tsx): shown, equal to /api/stats/breakdown (the
 * same getStatsBreakdown), readable at 390 and 1280 px in light and dark, with no serious axe violation.
 */

interface Breakdown {
  perWeekday: { key: string; count: number }[];
  perHour: { hour: number; count: number }[];
  topAirframes: { key: string; count: number }[];
  cumulativeDistance: { year: string; distanceKm: number }[];
}

async function apiBreakdown(page: Page, key: string, query = ""): Promise<Breakdown> {
  const response = await page.request.get(`/api/stats/breakdown${query}`, { headers: { Authorization: `Bearer ${key}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { breakdown: Breakdown }).breakdown;
}

for (const [as, query] of [["alice", ""], ["admin", "?scope=all"]] as const) {
  test.describe(`more figures as ${as}${query}`, () => {
    test.use({ storageState: storageStateOf(as) });

    test("weekdays, airframes, cumulative distance and records are shown as the API answers them, at 390 and 1280 px, light and dark", async ({ page }) => {
      test.setTimeout(120_000);
      const state = mainState();
      await page.goto(`/${query}`);
      const figures = page.getByTestId("more-figures");
      await expect(figures).toBeVisible();
      for (const id of ["per-weekday", "per-hour", "top-airframes", "cumulative-distance", "records"]) await expect(page.getByTestId(`chart-${id}`)).toBeVisible();
      const api = await apiBreakdown(page, state.keys[as], query);
      const weekdays = page.getByTestId("chart-per-weekday").locator("li");
      await expect(weekdays).toHaveCount(api.perWeekday.length);
      await expect(weekdays.first()).toContainText("Monday");
      await expect(page.getByTestId("chart-per-hour").locator("li")).toHaveCount(api.perHour.length);
      await expect(page.getByTestId("per-hour-note")).toContainText("Local time at the departure airport");
      await expect(page.getByTestId("chart-cumulative-distance").locator("tbody tr")).toHaveCount(api.cumulativeDistance.length);
      for (const airframe of api.topAirframes) await expect(page.getByTestId("chart-top-airframes")).toContainText(airframe.key);
      await expect(page.getByTestId("chart-records")).toContainText("Longest by distance");

      await checkLayouts(page, `more-figures-${as}`, { axeInclude: "[data-testid=more-figures]" });
    });
  });
}

test.describe("home airport", () => {
  test.use({ storageState: storageStateOf("bob") });

  test("set in Settings with the airport picker, it gives the record furthest from home; the form stays accessible", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/settings");
    const picker = page.getByRole("combobox", { name: "Home airport" });
    await picker.fill("ZRH");
    // the picker's own suggestions: the Language select above it has options too
    await page.getByRole("listbox").getByRole("option").first().click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 390, height: 900 });
      expect.soft(await seriousViolations(page, "form"), scheme).toEqual([]);
    }
    await page.goto("/");
    await expect(page.getByTestId("chart-records")).toContainText("Furthest from home (ZRH)");
  });
});
