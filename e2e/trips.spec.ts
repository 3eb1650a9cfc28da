import { expect, test } from "@playwright/test";
import { checkLayouts } from "./support/layout-checks";
import { mainState, storageStateOf } from "./support/state";

/**
 * Journeys and trips end to end: three connecting flights of bob's show "Leg 2 of 3" in his list and a journey on the
 * flight page; a trip made from the whole journey shows its legs, map and totals, accessible at phone and desktop
 * widths in light and dark; deleting it asks first. The flights are made and removed through the API (admin key).
 */
test.use({ storageState: storageStateOf("bob") });

test("a journey's legs on the list and flight page; a trip made from it, with legs, map and totals", async ({ page, request }) => {
  test.setTimeout(180_000);
  const state = mainState();
  const admin = { authorization: `Bearer ${state.keys.admin}` };
  const legs = [
    { from: "ZRH", to: "LHR", departure: "2019-06-01T07:00", arrival: "2019-06-01T07:45" },
    { from: "LHR", to: "JFK", departure: "2019-06-01T11:00", arrival: "2019-06-01T14:00" },
    { from: "JFK", to: "LAX", departure: "2019-06-02T08:00", arrival: "2019-06-02T11:15" },
  ];
  const ids: number[] = [];
  try {
    for (const leg of legs) {
      const saved = await request.post("/api/flight/save", { headers: admin, data: { ...leg, seats: [{ userId: state.users.bob }] } });
      expect(saved.status()).toBe(200);
      ids.push((await saved.json()).id as number);
    }

    await page.goto("/flights?year=2019");
    const row = page.getByTestId("flight-table").locator("tbody tr").filter({ hasText: "LHR → JFK" });
    await expect(row.getByTestId("journey-leg")).toHaveText("Leg 2 of 3");
    await checkLayouts(page, "trips-flight-list");

    await page.goto(`/flights/${ids[1]}`);
    const journey = page.getByTestId("journey");
    await expect(journey.getByRole("heading")).toHaveText("Journey · Leg 2 of 3");
    await expect(journey).toContainText("Total time");
    await expect(journey.getByRole("link", { name: "ZRH → LHR" })).toHaveAttribute("href", `/flights/${ids[0]}`);
    await page.getByLabel(/The whole journey/).check();
    await page.getByRole("link", { name: "New trip with this journey" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New trip");
    // bob's log holds other flights on these routes (other specs add them): each leg is found by its route and day
    for (const leg of ["ZRH → LHR 1 Jun", "LHR → JFK 1 Jun", "JFK → LAX 2 Jun"]) await expect(page.getByRole("checkbox", { name: new RegExp(`^${leg}`) })).toBeChecked();
    await page.getByLabel("Name").fill("E2E West");
    await page.getByLabel("Notes").fill("Three legs in two days.");
    await page.getByRole("button", { name: "Create trip" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E West");
    await expect(page.getByTestId("trip-legs").locator("li")).toHaveCount(3);
    await expect(page.getByTestId("trip-map").locator("svg[data-zoom]")).toBeVisible();
    const totals = page.getByTestId("trip-totals");
    await expect(totals).toContainText("Flights3");
    await expect(totals).toContainText("Time in the air");
    await expect(totals.getByTestId("trip-co2")).toContainText(/CO₂, your seats: [\d,]+ kg CO₂e/);
    await checkLayouts(page, "trips-trip");

    await page.goto("/trips");
    await expect(page.getByTestId("trip-link").filter({ hasText: "E2E West" })).toHaveCount(1);
    await checkLayouts(page, "trips-list");
    await page.getByTestId("trip-link").filter({ hasText: "E2E West" }).click();
    await page.getByRole("button", { name: "Delete trip" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page).toHaveURL(/\/trips\?deleted=1$/);
    await expect(page.getByTestId("trip-link").filter({ hasText: "E2E West" })).toHaveCount(0);
  } finally {
    for (const id of ids) await request.post("/api/flight/delete", { headers: admin, data: { id } });
  }
});
