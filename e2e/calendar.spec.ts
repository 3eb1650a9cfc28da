import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/layout-checks";
import { storageStateOf } from "./support/state";

/** No serious or critical axe violation, and no horizontal scrolling. */
async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe("Settings → Calendar", () => {
  test.use({ storageState: storageStateOf("alice") });

  test("creates the subscription URL, shown once with how to subscribe; the feed answers events; revoking ends it", async ({ page, request }) => {
    await page.goto("/settings/calendar");
    await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to subscribe" })).toBeVisible();
    await expect(page.getByText("Google Calendar", { exact: true })).toBeVisible();
    await expect(page.getByText("Thunderbird", { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: /Create subscription URL|Regenerate URL/ }).click();
    const value = page.getByTestId("calendar-feed-url-value");
    await expect(value).toBeVisible();
    const url = (await value.innerText()).trim();
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(page.getByRole("button", { name: "Copy URL" })).toBeVisible();
    await expectAccessible(page);

    const feed = await request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = await feed.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain("SUMMARY:LX316 ZRH → LHR");
    expect(text).toContain("DTSTART:20230510T051000Z");

    // shown once: a reload no longer shows it
    await page.reload();
    await expect(page.getByTestId("calendar-feed-url-value")).toHaveCount(0);
    await expect(page.getByText(url)).toHaveCount(0);
    await expect(page.getByTestId("calendar-feed-status")).toContainText("A URL exists since");

    await page.getByRole("button", { name: "Revoke URL" }).click();
    await page.getByRole("button", { name: "Yes, revoke" }).click();
    await expect(page.getByTestId("calendar-feed-status")).toContainText("No URL yet");
    expect((await request.get(new URL(url).pathname)).status()).toBe(404);
  });

  test("works on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/settings/calendar");
    await expect(page.getByRole("heading", { name: "How to subscribe" })).toBeVisible();
    await expectAccessible(page);
  });
});
