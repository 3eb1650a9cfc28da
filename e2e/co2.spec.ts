import { expect, test } from "@playwright/test";
import { checkLayouts } from "./support/layout-checks";
import { seatCo2Kg } from "@/lib/co2/factors";
import { mainState, storageStateOf } from "./support/state";

/** CO₂ end to end: the flight page's figure, the dashboard's total, the method page they link to; axe clean. */
test.use({ storageState: storageStateOf("alice") });

const kgOf = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test("the flight page shows the seat's CO₂, the dashboard the total, both link to the method", async ({ page }) => {
  test.setTimeout(180_000);
  const { flights } = mainState();
  // ZRH → LHR, alice's economy seat: short-haul economy, distance × 0.18287
  await page.goto(`/flights/${flights.aliceLhr}`);
  const seat = page.getByTestId("co2-seat");
  await expect(seat).toContainText("CO₂, your seat");
  const seatText = (await seat.locator("dd").innerText()).trim();
  expect(seatText).toMatch(/^\d[\d,]* kg CO₂e$/);
  const km = kgOf(await page.locator("dt", { hasText: /^Distance$/ }).locator("xpath=following-sibling::dd").innerText());
  // the page shows whole kilometres and kilograms: the figure is the rule's within that rounding
  expect(Math.abs(kgOf(seatText) - seatCo2Kg(km, "economy"))).toBeLessThanOrEqual(0.5 * 0.18287 + 0.5);
  await expect(page.getByTestId("co2-flight")).toContainText(seatText); // one seat on this flight
  await checkLayouts(page, "co2-flight");

  await page.getByRole("link", { name: "How CO₂ is estimated" }).click();
  await expect(page).toHaveURL(/\/docs\/co2$/);
  await expect(page.getByRole("heading", { level: 1, name: "How CO₂ is estimated" })).toBeVisible();
  await expect(page.getByText("radiative forcing", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /greenhouse-gas-reporting-conversion-factors-2024/ })).toBeVisible();
  await checkLayouts(page, "co2-method");

  await page.goto("/");
  const card = page.getByTestId("co2-card");
  await expect(card).toBeVisible();
  const total = Number(await page.getByTestId("co2-total").getAttribute("data-value"));
  // alice's completed flights include the ZRH → LHR seat: the total is at least that seat's
  expect(total).toBeGreaterThanOrEqual(kgOf(seatText) - 0.5);
  await expect(card.getByText("Economy (1 seat)", { exact: true })).toBeVisible();
  await expect(card).toContainText("Your seats on completed flights");
  await card.getByRole("link", { name: "How CO₂ is estimated" }).click();
  await expect(page).toHaveURL(/\/docs\/co2$/);
  await page.goto("/");
  await checkLayouts(page, "co2-dashboard");
});
