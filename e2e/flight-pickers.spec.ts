import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/state";

test.use({ storageState: storageStateOf("bob") });

test("leaving a picker settles an exact code or a single match, or says why not at once", async ({ page }) => {
  await page.goto("/flights/new");
  const from = page.getByRole("combobox", { name: "From", exact: true });
  const to = page.getByRole("combobox", { name: "To", exact: true });

  // an exact code, typed and left at once (before any suggestion arrived)
  await from.fill("zrh");
  await from.press("Tab");
  await expect(from).toHaveValue(/^ZRH · Zürich/);
  await expect(from).not.toHaveAttribute("aria-invalid", "true");

  // no match: an inline error, without submitting
  await to.fill("QQQ");
  await to.press("Tab");
  await expect(page.getByText("Unknown airport: QQQ")).toBeVisible();
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/Please correct/)).toHaveCount(0);

  // several matches: pick one; the suggestions that were on their way when the field was left stay away
  await to.fill("London");
  await to.press("Tab");
  await expect(page.getByText("Several airports match “London”: pick one from the list.")).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByRole("listbox", { name: "To suggestions" })).toBeHidden();

  // typing again clears the error; an ICAO code settles too
  await to.fill("EGLL");
  await expect(page.getByText(/Several airports match/)).toHaveCount(0);
  await to.press("Tab");
  await expect(to).toHaveValue(/^LHR · /);

  const airline = page.getByRole("combobox", { name: "Airline", exact: true });
  await airline.fill("lx");
  await airline.press("Tab");
  await expect(airline).toHaveValue(/^SWR \/ LX · Swiss/);
  const aircraft = page.getByRole("combobox", { name: "Aircraft type", exact: true });
  await aircraft.fill("A20N");
  await aircraft.press("Tab");
  await expect(aircraft).toHaveValue(/^A20N · /);
  await aircraft.fill("ZZZZ9");
  await aircraft.press("Tab");
  await expect(page.getByText("Unknown aircraft type: ZZZZ9")).toBeVisible();

  // submitting with a picker that did not settle goes nowhere: the error is already there, and it takes the focus
  await page.getByRole("button", { name: "Save flight" }).click();
  await expect(aircraft).toBeFocused();
  await expect(page).toHaveURL(/\/flights\/new$/);
});
