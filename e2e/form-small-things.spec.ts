import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/layout-checks";
import { mainState, storageStateOf } from "./support/state";

/** The small things of the flight pages: breadcrumb, map labels on a phone, the docs header, icons; axe at 390 px. */
const SHOTS = process.env.FORM_SHOTS_DIR ?? "test-results/form-shots";
mkdirSync(SHOTS, { recursive: true });

test.describe("signed in", () => {
  test.use({ storageState: storageStateOf("alice") });

  test("the breadcrumb names the route, not the id", async ({ page }) => {
    await page.goto(`/flights/${mainState().flights.aliceLhr}`);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText("Flights / ZRH → LHR");
    await page.goto(`/flights/${mainState().flights.aliceLhr}/edit`);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText("Flights / ZRH → LHR / Edit");
  });

  test("each seat's fields are a group named after the seat", async ({ page }) => {
    await page.goto("/flights/new");
    await page.getByRole("button", { name: "Add a guest" }).click();
    await expect(page.getByRole("group", { name: "Seat 1 (yours)" }).getByLabel("Seat number")).toBeVisible();
    await expect(page.getByRole("group", { name: "Seat 2 (guest)" }).getByLabel("Guest name")).toBeVisible();
  });

  test("the route map's airport labels are readable on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/flights/${mainState().flights.aliceLhr}`);
    const heights = await page.locator("[data-testid=route-map] text").evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
    expect(heights).toHaveLength(2);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(12);
  });

  test("the API docs keep the app's header", async ({ page }) => {
    await page.goto("/docs/api");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Contrail API" })).toBeVisible();
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`changed pages are axe-clean at 390 px, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 390, height: 844 });
      const { flights } = mainState();
      const pages: [string, string][] = [
        ["flight-detail", `/flights/${flights.aliceLhr}`],
        ["flight-edit", `/flights/${flights.aliceLhr}/edit`],
        ["flight-new", "/flights/new"],
        ["flights", "/flights"],
        ["api-docs", "/docs/api"],
      ];
      for (const [name, path] of pages) {
        await page.goto(path);
        await page.waitForLoadState("load");
        await page.screenshot({ path: `${SHOTS}/${name}-390-${scheme}.png`, fullPage: true });
        expect(await seriousViolations(page), `${name} ${scheme}`).toEqual([]);
      }

      // the form with every error showing, and with suggestions open (the highlighted one's second line)
      await page.goto("/flights/new");
      await page.getByRole("button", { name: "Save flight" }).click();
      await expect(page.getByText("From: required")).toBeVisible();
      await page.getByRole("combobox", { name: "To", exact: true }).fill("London");
      await expect(page.getByRole("option").first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/flight-new-errors-suggestions-390-${scheme}.png`, fullPage: true });
      expect(await seriousViolations(page), `flight-new with errors and suggestions ${scheme}`).toEqual([]);
    });
  }
});

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the docs stay readable with a plain header; the app has icons and a manifest", async ({ page, request }) => {
    await page.goto("/docs/api");
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Contrail API" })).toBeVisible();

    await page.goto("/signin");
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBeTruthy();
    expect(await page.locator('link[rel="icon"]').count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="apple-touch-icon"]').count()).toBe(1);
    const manifest = (await (await request.get(manifestHref!)).json()) as { name: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe("Contrail");
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });
});
