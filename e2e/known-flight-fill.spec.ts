import { expect, test, type Page } from "@playwright/test";
import { createAccount, signedIn } from "./support/new-account";
import { storedFlight } from "./support/scan-page";
import { storageStateOf } from "./support/state";

// The admin makes two accounts; the first logs LX318 once, by hand, and the add form then knows it.
test.use({ storageState: storageStateOf("admin"), viewport: { width: 390, height: 844 } });

const NOTE = "Filled from your flight LX318 of 2026-03-02.";

const combo = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });

async function pick(page: Page, name: string, text: string) {
  await combo(page, name).fill(text);
  await combo(page, name).press("Tab");
  await expect(combo(page, name)).toHaveValue(new RegExp(`${text} · `));
}

/** Types a flight number and leaves the field, waiting for the add form's look-up to answer. */
async function leaveFlightNumber(page: Page, flightNumber: string) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && response.request().headers()["next-action"] !== undefined);
  await page.getByLabel("Flight number", { exact: true }).fill(flightNumber);
  await page.getByLabel("Flight number", { exact: true }).press("Tab");
  await answered;
}

async function saved(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Save flight" }).click();
  await expect(page).toHaveURL(/\/flights\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

test("a flight number flown before fills the empty fields of the add form, marked; never what was typed, never another account's", async ({ page, browser }) => {
  await createAccount(page, "kim-e2e", "kim-password-1");
  await createAccount(page, "lou-e2e", "lou-password-1");
  const kim = await signedIn(browser, "kim-e2e", "kim-password-1");

  await kim.goto("/flights/new");
  await pick(kim, "From", "ZRH");
  await pick(kim, "To", "LHR");
  await kim.getByLabel("Date", { exact: true }).fill("2026-03-02");
  await kim.getByLabel("Departure time").fill("07:10");
  await kim.getByLabel("Arrival time").fill("07:55");
  await pick(kim, "Airline", "LX");
  await pick(kim, "Aircraft type", "A20N");
  await leaveFlightNumber(kim, "LX318");
  await saved(kim);

  // a new flight: the number, left, fills everything from the earlier one, each field marked
  await kim.goto("/flights/new");
  await kim.getByLabel("Date", { exact: true }).fill("2026-04-10");
  await leaveFlightNumber(kim, "LX318");
  await expect(combo(kim, "From")).toHaveValue(/^ZRH · Zürich/);
  await expect(combo(kim, "To")).toHaveValue(/^LHR · /);
  await expect(combo(kim, "Airline")).toHaveValue(/^SWR \/ LX · Swiss/);
  await expect(combo(kim, "Aircraft type")).toHaveValue(/^A20N · /);
  await expect(kim.getByLabel("Departure time")).toHaveValue("07:10");
  await expect(kim.getByLabel("Arrival time")).toHaveValue("07:55");
  await expect(kim.getByText(NOTE)).toHaveCount(6);
  for (const field of [combo(kim, "From"), combo(kim, "To"), combo(kim, "Airline"), combo(kim, "Aircraft type"), kim.getByLabel("Departure time"), kim.getByLabel("Arrival time")]) {
    await expect(field).toHaveAccessibleDescription(new RegExp(NOTE.replace(/\./g, "\\.")));
  }
  const id = await saved(kim);
  expect(storedFlight(id)).toEqual({ date: "2026-04-10", route: "ZRH-LHR", airline: "LX", flightNumber: "LX318", seatNumber: null, seatClass: null, notes: "" });
  await expect(kim.getByText("07:10")).toBeVisible();
  await expect(kim.getByText("07:55")).toBeVisible();

  // what the user typed first stays; editing a filled field takes its mark away; the most recent LX318 is the source
  const latest = "Filled from your flight LX318 of 2026-04-10.";
  await kim.goto("/flights/new");
  await pick(kim, "To", "LCY");
  await kim.getByLabel("Departure time").fill("09:00");
  await leaveFlightNumber(kim, "LX318");
  await expect(combo(kim, "From")).toHaveValue(/^ZRH · Zürich/);
  await expect(kim.getByLabel("Arrival time")).toHaveValue("07:55");
  await expect(combo(kim, "To")).toHaveValue(/^LCY · /);
  await expect(kim.getByLabel("Departure time")).toHaveValue("09:00");
  await expect(kim.getByText(latest)).toHaveCount(4);
  await expect(combo(kim, "To")).not.toHaveAccessibleDescription(/Filled from/);
  await kim.getByLabel("Arrival time").fill("08:05");
  await expect(kim.getByText(latest)).toHaveCount(3);
  await expect(kim.getByLabel("Arrival time")).not.toHaveAccessibleDescription(/Filled from/);

  // another account typing the same number gets nothing of kim's
  const lou = await signedIn(browser, "lou-e2e", "lou-password-1");
  await lou.goto("/flights/new");
  await leaveFlightNumber(lou, "LX318");
  await lou.waitForTimeout(500);
  await expect(combo(lou, "From")).toHaveValue("");
  await expect(lou.getByLabel("Departure time")).toHaveValue("");
  await expect(lou.getByText(/Filled from your flight/)).toHaveCount(0);
});

test.describe("an answer that comes late", () => {
  test.use({ storageState: storageStateOf("bob") });

  test("is dropped when the flight number changed meanwhile; the number asked again then fills", async ({ page }) => {
    await page.goto("/flights/new");
    const number = page.getByLabel("Flight number", { exact: true });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    await page.route("**/flights/new", async (route) => {
      if (route.request().method() !== "POST" || !first) return route.fallback();
      first = false;
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    const asked = page.waitForRequest((request) => request.method() === "POST" && request.headers()["next-action"] !== undefined);
    const answered = page.waitForResponse((response) => response.request().method() === "POST" && response.request().headers()["next-action"] !== undefined);
    await number.fill("QF143");
    await number.press("Tab");
    await asked;
    await number.fill("QF9");
    release();
    await answered;
    await page.waitForTimeout(500);
    await expect(combo(page, "From")).toHaveValue("");
    await expect(page.getByText(/Filled from your flight/)).toHaveCount(0);

    await leaveFlightNumber(page, "QF143");
    await expect(combo(page, "From")).toHaveValue(/^SYD · /);
    await expect(page.getByLabel("Departure time")).toHaveValue("08:00");
  });
});
