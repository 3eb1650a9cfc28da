import { expect, test } from "@playwright/test";
import { FREQUENT_FLIGHTS } from "./support/accounts";
import { storageStateOf } from "./support/state";

test.use({ storageState: storageStateOf("frequent") });

/** The dates of the table's rows, as shown ("10 May 2023, 07:10" → "10 May 2023"). */
async function shownDates(page: import("@playwright/test").Page): Promise<number[]> {
  const cells = await page.getByTestId("flight-table").locator("tbody tr td:first-child").allInnerTexts();
  return cells.map((text) => Date.parse(`${text.split(",")[0]?.replace("Upcoming", "").trim()} UTC`));
}

test.describe("a big log on /flights", () => {
  test("last page, page size and a filter", async ({ page }) => {
    const rows = page.getByTestId("flight-table").locator("tbody tr");
    await page.goto("/flights");
    await expect(page.getByTestId("scope-subject")).toContainText(`${FREQUENT_FLIGHTS.toLocaleString("en-US")} flights`);
    await expect(page.getByTestId("page-position")).toHaveText(`Page 1 of ${Math.ceil(FREQUENT_FLIGHTS / 25).toLocaleString("en-US")}`);
    await expect(rows).toHaveCount(25);

    await page.getByRole("link", { name: "Last" }).click();
    const lastCount = Math.ceil(FREQUENT_FLIGHTS / 25);
    await expect(page.getByTestId("page-position")).toHaveText(`Page ${lastCount.toLocaleString("en-US")} of ${lastCount.toLocaleString("en-US")}`);
    await expect(rows).toHaveCount(FREQUENT_FLIGHTS - (lastCount - 1) * 25);
    await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
    // newest first: the last page holds the oldest flights, still in order of the local date shown
    const dates = await shownDates(page);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Date(dates.at(-1)!).getUTCFullYear()).toBe(2000);

    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page.getByTestId("page-position")).toHaveText(`Page ${(lastCount - 1).toLocaleString("en-US")} of ${lastCount.toLocaleString("en-US")}`);
    const before = await shownDates(page);
    expect(before.at(-1)!).toBeGreaterThanOrEqual(dates[0]!);

    await page.goto("/flights");
    await page.getByLabel("Per page").selectOption("100");
    await page.getByLabel("Reason").selectOption("crew");
    await page.getByLabel("Year").selectOption("2010");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/size=100/);
    await expect(rows).toHaveCount(100);
    const filteredDates = await shownDates(page);
    for (const date of filteredDates) expect(new Date(date).getUTCFullYear()).toBe(2010);
    const subject = await page.getByTestId("scope-subject").innerText();
    const total = Number(/· ([\d,]+) flights/.exec(subject)?.[1]?.replace(/,/g, ""));
    expect(total).toBeGreaterThan(100);
    expect(total).toBeLessThan(FREQUENT_FLIGHTS / 20);

    await page.getByRole("link", { name: "Last" }).click();
    await expect(page).toHaveURL(/reason=crew/);
    await expect(rows).toHaveCount(total - (Math.ceil(total / 100) - 1) * 100);
    for (const date of await shownDates(page)) expect(new Date(date).getUTCFullYear()).toBe(2010);
  });

  test("on a phone the filters fold away and the first flight shows without scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/flights");
    const first = page.getByRole("list", { name: "Flights" }).getByRole("listitem").first();
    await expect(first).toBeInViewport({ ratio: 1 });
    await expect(page.getByLabel("Year")).toBeHidden();
    await page.getByText("Filters and sort").click();
    await expect(page.getByLabel("Year")).toBeVisible();
  });
});
