import { expect, test } from "@playwright/test";
import { createAccount, signedIn } from "./support/new-account";
import { storageStateOf } from "./support/state";

// The whole wizard, past the dry run: an unknown airport gets a custom entry, the file is checked again with it and
// imported, and the job is followed to its summary. A new account takes the flight, so no seeded log changes.
test.describe("Settings → Import, all the way", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("names an unknown airport with a custom one, checks again, imports and follows the job to its summary", async ({ page, browser }) => {
    await createAccount(page, "ines", "ines-password-1");
    const ines = await signedIn(browser, "ines", "ines-password-1");
    const header = "Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note";
    const row = "2024-09-03,LX901,Zurich / Zürich Airport (ZRH/LSZH),Nowhere / Nowhere Field (QQX/QQXX),09:00:00,10:00:00,01:00:00,Swiss (LX/SWR),Airbus A320 (A320),,,0,0,0,";
    await ines.goto("/settings/import");
    await ines.getByLabel("Export file").setInputFiles({ name: "fr24.csv", mimeType: "text/csv", buffer: Buffer.from([header, row].join("\n")) });
    await ines.getByRole("button", { name: "Upload and check" }).click();

    await expect(ines.getByRole("heading", { name: "Names to sort out" })).toBeVisible();
    await ines.getByRole("button", { name: "Create custom airport" }).click();
    const form = ines.getByRole("form", { name: "New custom airport" });
    await form.getByLabel("Name", { exact: true }).fill("Nowhere Field");
    await form.getByLabel("ICAO code (optional)").fill("QQXX");
    await form.getByLabel("Latitude").fill("46.5");
    await form.getByLabel("Longitude").fill("7.5");
    await form.getByLabel("Time zone").fill("Europe/Zurich");
    await form.getByLabel("Country").fill("CH");
    await form.getByLabel("Continent").fill("EU");
    await form.getByRole("button", { name: "Create and use" }).click();
    await expect(ines.getByText(/Mapped to .*\(new\)/)).toBeVisible();

    await ines.getByRole("button", { name: "Check again with these choices" }).click();
    await ines.getByRole("button", { name: "3. Import 1 flight" }).click();
    await expect(ines.getByRole("heading", { name: "Import finished" })).toBeVisible();
    await ines.getByRole("link", { name: "See your flights" }).click();
    await expect(ines.getByTestId("flight-table")).toContainText(/LX ?901/);
    await ines.context().close();
  });
});
