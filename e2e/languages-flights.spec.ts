import { expect, test } from "@playwright/test";
import { expectNoEnglishLeft } from "./support/languages";
import { checkLayouts } from "./support/layout-checks";
import { mainState, storageStateOf } from "./support/state";

/**
 * The flights, flight form and trips pages in German: no English of their catalogues left on the page, and at 390 and
 * 1280 px, light and dark: fits, no text cut off, axe clean.
 */

test.describe("flights, the flight form and trips in German", () => {
  test.use({ storageState: storageStateOf("alice"), locale: "de-DE" });

  test("the flight list", async ({ page }) => {
    await page.goto("/flights");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flüge");
    await expect(page.getByTestId("scope-subject")).toContainText("Ihre Flüge");
    await expectNoEnglishLeft(page, ["Shell", "Flights"]);
    await checkLayouts(page, "de-flights", { wholeText: true });
  });

  test("a flight's page", async ({ page }) => {
    await page.goto(`/flights/${mainState().flights.shared}`);
    await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sitzplätze" })).toBeVisible();
    await expectNoEnglishLeft(page, ["Flights", "Trips"]);
    await checkLayouts(page, "de-flight", { wholeText: true });
  });

  test("the add form, and its errors", async ({ page }) => {
    await page.goto("/flights/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flug hinzufügen");
    await expectNoEnglishLeft(page, ["FlightForm"]);
    await checkLayouts(page, "de-flight-form", { wholeText: true });
    await page.getByRole("button", { name: "Flug speichern" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Bitte korrigieren" })).toHaveText("Bitte korrigieren Sie die 2 markierten Felder: Von, Nach.");
    await expect(page.getByText("Von: Pflichtfeld")).toBeVisible();
    await expectNoEnglishLeft(page, ["FlightForm"]);
  });

  test("the trips page", async ({ page }) => {
    await page.goto("/trips");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reisen");
    await expectNoEnglishLeft(page, ["Trips"]);
    await checkLayouts(page, "de-trips", { wholeText: true });
  });
});
