import { expect, test } from "@playwright/test";
import { apiStats, cardFigures } from "./support/figures";
import { mainState, storageStateOf } from "./support/state";

test.describe("dashboard as a regular user", () => {
  test.use({ storageState: storageStateOf("alice") });

  test("the cards show the same figures as /api/stats, and charts are drawn", async ({ page, request }) => {
    const state = mainState();
    await page.goto("/");
    await expect(page.getByTestId("scope-subject")).toHaveText(/^Your statistics/);
    const figures = await cardFigures(page);
    expect(figures.flights).toBeGreaterThan(0);
    expect(figures).toEqual(await apiStats(request, state.keys.alice));
    await expect(page.getByTestId("chart-per-year").locator(".recharts-bar-rectangle").first()).toBeVisible();
    await expect(page.getByTestId("chart-top-airports")).toContainText("Top airports");
  });

  test("offers no scope switcher and refuses other scopes whatever the URL says", async ({ page }) => {
    const state = mainState();
    await page.goto("/");
    await expect(page.getByRole("radiogroup", { name: "Whose flights to show" })).toHaveCount(0);
    for (const query of ["scope=all", `scope=user&userId=${state.users.bob}`]) {
      await page.goto(`/?${query}`);
      await expect(page.getByTestId("scope-refused")).toHaveText("You can only see your own flights and statistics.");
      await expect(page.getByTestId("stat-flights")).toHaveCount(0);
      await page.goto(`/flights?${query}`);
      await expect(page.getByTestId("scope-refused")).toBeVisible();
    }
  });
});

test.describe("dashboard as an admin", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("switches to one user (searchable) and to all users; figures match the API", async ({ page, request }) => {
    const state = mainState();
    await page.goto("/");
    await expect(page.getByTestId("scope-subject")).toHaveText(/^Your statistics/);
    expect(await cardFigures(page)).toEqual(await apiStats(request, state.keys.admin));

    await page.getByText("One user", { exact: true }).click();
    await page.getByRole("combobox", { name: "User" }).fill("ali");
    await page.getByRole("option", { name: /Alice Traveller \(alice\)/ }).click();
    await expect(page).toHaveURL(new RegExp(`scope=user&userId=${state.users.alice}`));
    await expect(page.getByTestId("scope-subject")).toHaveText(/^Alice Traveller \(alice\)’s statistics/);
    expect(await cardFigures(page)).toEqual(await apiStats(request, state.keys.admin, `scope=user&userId=${state.users.alice}`));
    expect(await cardFigures(page)).toEqual(await apiStats(request, state.keys.alice));

    await page.getByText("All users", { exact: true }).click();
    await expect(page).toHaveURL(/\?scope=all$/);
    await expect(page.getByTestId("scope-subject")).toHaveText(/^All users’ statistics/);
    expect(await cardFigures(page)).toEqual(await apiStats(request, state.keys.admin, "scope=all"));

    await page.getByText("Mine", { exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the main navigation carries the chosen scope between the dashboard and the flight list", async ({ page }) => {
    const state = mainState();
    const main = page.getByRole("navigation", { name: "Main" });
    await page.goto(`/?scope=user&userId=${state.users.alice}`);
    await main.getByRole("link", { name: "Flights" }).click();
    await expect(page).toHaveURL(new RegExp(`/flights\\?scope=user&userId=${state.users.alice}$`));
    await expect(page.getByTestId("scope-subject")).toHaveText(/^Alice Traveller \(alice\)’s flights/);
    await page.goto("/flights?scope=all&page=2");
    await main.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/\?scope=all$/);
    await expect(page.getByTestId("scope-subject")).toHaveText(/^All users’ statistics/);
    // pages that are not about a scope's flights do not take it along
    await expect(main.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    await main.getByRole("link", { name: "Flights" }).click();
    await expect(page).toHaveURL(/\/flights\?scope=all$/);
    // into a flight and back by its breadcrumb: still all users
    await page.getByTestId("flight-table").getByTestId("flight-link").first().click();
    await expect(page).toHaveURL(/\/flights\/\d+\?scope=all$/);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Flights" }).click();
    await expect(page).toHaveURL(/\/flights\?scope=all$/);
    await expect(page.getByTestId("scope-subject")).toHaveText(/^All users’ flights/);
    // "One user" before a user is chosen says so instead of passing the current figures off as someone's
    await page.getByText("One user", { exact: true }).click();
    await expect(page.getByTestId("scope-pick-user")).toBeVisible();
    await expect(page.getByTestId("scope-subject")).toHaveText(/^All users’ flights/);
  });
});

test.describe("the scope switcher before its code has arrived", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("a choice clicked before the switcher's code loads is acted on once it does", async ({ page }) => {
    // the switcher's code loads after the page (a chunk the first HTML does not name): hold such chunks back a while
    let firstScripts: Set<string> | null = null;
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      const url = new URL(route.request().url()).pathname;
      if (firstScripts && !firstScripts.has(url)) await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "document" || firstScripts) return;
      const html = await response.text().catch(() => "");
      firstScripts = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\\ ]+\.js/g)].map((match) => match[0]));
    });
    await page.goto("/?scope=all", { waitUntil: "commit" });
    const switcher = page.getByRole("radiogroup", { name: "Whose flights to show" });
    await expect(switcher.getByRole("radio", { name: "All users" })).toBeChecked();
    await switcher.getByText("One user", { exact: true }).click();
    await expect(page.getByRole("combobox", { name: "User" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("scope-pick-user")).toBeVisible();
  });
});

test.describe("the Content-Security-Policy", () => {
  test.use({ storageState: storageStateOf("alice") });

  test("pages carry a nonce policy and run without a single violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => console.error(`Refused to: ${event.violatedDirective} ${event.blockedURI}`));
    });
    const answer = await page.goto("/");
    expect(answer?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(answer?.headers()["x-content-type-options"]).toBe("nosniff");
    await expect(page.getByTestId("chart-per-year").locator(".recharts-bar-rectangle").first()).toBeVisible();
    await page.goto(`/flights/${mainState().flights.shared}`);
    await expect(page.getByTestId("route-map")).toBeVisible();
    for (const path of ["/flights", "/flights/new", "/settings/import", "/settings/security", "/docs/api"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
  });
});
