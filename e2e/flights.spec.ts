import { expect, test } from "@playwright/test";
import { mainState, storageStateOf } from "./support/state";

test.use({ storageState: storageStateOf("alice") });

test.describe("flights list", () => {
  test("searches by airport and filters by year; upcoming flights are marked", async ({ page }) => {
    await page.goto("/flights");
    const rows = page.getByTestId("flight-table").locator("tbody tr");
    await expect(rows).toHaveCount(7);
    await expect(rows.first()).toContainText("Upcoming");

    await page.getByRole("searchbox", { name: "Search" }).fill("lhr");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=lhr/);
    await expect(rows).toHaveCount(2);
    for (const text of await rows.allInnerTexts()) expect(text).toContain("LHR");

    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await page.getByLabel("Year").selectOption("2023");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(rows).toHaveCount(3);

    await page.goto("/flights?q=british");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("BA117");
    await page.goto("/flights?q=QF143");
    await expect(page.getByText("No flights match.")).toBeVisible();
  });
});

test.describe("flight detail", () => {
  test("shows the route map, local times and zones, and every seat", async ({ page }) => {
    const { flights } = mainState();
    await page.goto(`/flights/${flights.aliceLhr}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ZRH → LHR");
    await expect(page.getByRole("img", { name: /Map of the route from Zürich Airport to London Heathrow Airport/ })).toBeVisible();
    await expect(page.getByText("07:10")).toBeVisible();
    await expect(page.getByText("Time zone: Europe/Zurich")).toBeVisible();
    await expect(page.getByText("Time zone: Europe/London")).toBeVisible();
    await expect(page.getByText("Swiss International Air Lines (SWR)")).toBeVisible();
    await expect(page.getByText("Seat 12A")).toBeVisible();
    await expect(page.getByText("Window view of the Alps.")).toBeVisible();

    await page.goto(`/flights/${flights.shared}`);
    await expect(page.getByText("Carol (guest)")).toBeVisible();
    await expect(page.getByText("Bob Flyer (bob)")).toBeVisible();
  });

  test("another user's flight is a 404, like a missing one", async ({ page }) => {
    const { flights } = mainState();
    for (const path of [`/flights/${flights.bobOnly}`, `/flights/${flights.bobOnly}/edit`, "/flights/999999", "/flights/abc"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
      await expect(page.getByText("Bob's private note")).toHaveCount(0);
    }
  });
});
