import { expect, test } from "@playwright/test";
import { TWO_LEG_PASS } from "@/test/support/bcbp-pass";
import { expectNoEnglishLeft } from "./support/languages";
import { checkLayouts } from "./support/layout-checks";
import { openScanPage } from "./support/scan-page";
import { storageStateOf } from "./support/state";

// The capture and import pages in German (the browser's language; the accounts keep "Browser language"): every
// text of their areas from the German catalogue, and at 390 and 1280 px, light and dark: fits, no text cut off, axe clean.

test.describe("capture and import in German", () => {
  test.use({ storageState: storageStateOf("alice"), locale: "de-DE" });

  test("the scan page with a pass read: German, fits 390 and 1280 px, axe clean", async ({ page }) => {
    await openScanPage(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bordkarte scannen");
    await page.getByLabel("Text des Barcodes").fill(TWO_LEG_PASS);
    await page.getByRole("button", { name: "Text lesen" }).click();
    await expect(page.getByRole("listitem", { name: "Abschnitt 2: LHR → JFK" })).toBeVisible();
    await expect(page.getByRole("button", { name: "2 Flüge speichern" })).toBeVisible();
    await expect(page.getByText("12A · Business")).toBeVisible();
    await expectNoEnglishLeft(page, ["Capture", "Ui"]);
    await checkLayouts(page, "de-scan-review", { wholeText: true });

    await page.getByLabel("Text des Barcodes").fill("kein Bordkarten-Text");
    await page.getByRole("button", { name: "Text lesen" }).click();
    await expect(page.locator("p[role=alert]")).toHaveText("Das ist kein Bordkarten-Barcode, den wir lesen können. Der Text ist für eine Bordkarte zu kurz.");
  });

  test("the import after its check, with a name to sort out: German, fits 390 and 1280 px, axe clean", async ({ page }) => {
    const header = "Date,Flight number,From,To,Dep time,Arr time,Duration,Airline,Aircraft,Registration,Seat number,Seat type,Flight class,Flight reason,Note";
    const rows = [
      "2019-02-17,LX1901,Zurich / Zürich Airport (ZRH/LSZH),London / Heathrow (LHR/EGLL),09:00:00,,01:45:00,Swiss (LX/SWR),Airbus A320 (A320),,,7,0,0,",
      "2019-02-17,LX1902,Zurich / Zürich Airport (ZRH/LSZH),Nowhere / Nowhere Field (QQX/QQXX),09:00:00,10:00:00,01:00:00,Swiss (LX/SWR),Airbus A320 (A320),,,0,0,0,",
    ];
    await page.goto("/settings/import");
    await page.getByLabel("Exportdatei").setInputFiles({ name: "fr24.csv", mimeType: "text/csv", buffer: Buffer.from([header, ...rows].join("\n")) });
    await page.getByRole("button", { name: "Hochladen und prüfen" }).click();
    await expect(page.getByRole("heading", { name: "Zu klärende Namen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "3. 1 Flug importieren" })).toBeVisible();
    await page.getByRole("button", { name: "Eigenen Flughafen anlegen" }).click();
    const form = page.getByRole("form", { name: "Neuer eigener Flughafen" });
    await expect(form.getByLabel("ICAO-Code (optional)")).toHaveValue("QQXX");
    await form.getByLabel("Breitengrad").fill("123");
    await form.getByLabel("Längengrad").fill("7.5");
    await form.getByLabel("Zeitzone").fill("Europe/Zurich");
    await form.getByLabel("Land").fill("CH");
    await form.getByLabel("Kontinent").fill("EU");
    await form.getByRole("button", { name: "Anlegen und verwenden" }).click();
    await expect(form.getByRole("alert")).toHaveText("„Breitengrad“ muss zwischen -90 und 90 liegen.");
    // why a row is left out and why a value is dropped: in German too, from the report's codes (the API's stay English)
    await expect(page.getByTestId("skipped-row").locator("td")).toHaveText(["3", /^Unbekannter Flughafen: QQXX?$/]);
    await expect(page.getByTestId("dropped-value").locator("td").first()).toHaveText("Sitzposition (Spalte „Seat type“)");
    await expect(page.getByTestId("dropped-value").locator("td").nth(1)).toHaveText("ein Wert, den Contrail nicht kennt");
    await expectNoEnglishLeft(page, ["Import", "Ui"]);
    await checkLayouts(page, "de-import-check", { wholeText: true });

    // the German decimal comma is a coordinate as good as the point
    await form.getByLabel("Breitengrad").fill("46,5");
    await form.getByLabel("Längengrad").fill("7,25");
    await form.getByRole("button", { name: "Anlegen und verwenden" }).click();
    await expect(page.getByText(/Zugeordnet zu .*\(neu\)/)).toBeVisible();
  });
});

test.describe("the scope switcher in German", () => {
  test.use({ storageState: storageStateOf("admin"), locale: "de-DE" });

  test("choosing one user: the switcher and its picker speak German", async ({ page }) => {
    await page.goto("/?scope=all");
    const switcher = page.getByRole("radiogroup", { name: "Wessen Flüge angezeigt werden" });
    await expect(switcher.getByRole("radio", { name: "Alle Benutzer" })).toBeChecked();
    await switcher.getByText("Ein Benutzer").click();
    await expect(page.getByRole("combobox", { name: "Benutzer" })).toHaveAttribute("placeholder", "Nach Namen suchen");
    await expect(page.getByTestId("scope-pick-user")).toHaveText("Wählen Sie einen Benutzer aus. Bis dahin zeigt diese Seite noch die vorherige Auswahl.");
    // the dashboard itself is another area's: only the switcher is checked here
    await expectNoEnglishLeft(page, ["Ui"], { within: page.locator("fieldset:has([role=radiogroup])") });
  });
});
