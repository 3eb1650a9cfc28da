import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createAccount, signedIn } from "./support/new-account";
import { mainState, storageStateOf } from "./support/state";

/** What the account holds that works without a session: an API key, a share link and a calendar feed, made in its settings. */
async function doorsOf(page: Page) {
  await page.goto("/settings/security");
  await page.getByLabel("Key name").fill("laptop");
  await page.getByRole("button", { name: "Create key" }).click();
  const key = (await page.getByTestId("new-api-key-value").innerText()).trim();
  await page.goto("/settings/sharing");
  const form = page.getByTestId("new-link-form");
  await form.getByLabel("Label").fill("for friends");
  await form.getByRole("button", { name: "Create link" }).click();
  const shareUrl = await page.getByTestId("share-link").filter({ hasText: "for friends" }).getByTestId("share-link-url").inputValue();
  await page.goto("/settings/calendar");
  await page.getByRole("button", { name: /Create subscription URL/ }).click();
  const feedUrl = (await page.getByTestId("calendar-feed-url-value").innerText()).trim();
  return { key, shareUrl, feedUrl };
}

async function statusOf(request: APIRequestContext, url: string, key?: string): Promise<number> {
  return (await request.get(url, key ? { headers: { authorization: `Bearer ${key}` } } : {})).status();
}

test.describe("deleting an account", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("an admin deletes a user after a confirmation: their doors close, their own flights go, a shared flight stays the other traveller's", async ({ page, browser, request }) => {
    const state = mainState();
    await createAccount(page, "dora-e2e", "dora-password-1");
    const dora = await signedIn(browser, "dora-e2e", "dora-password-1");
    const doors = await doorsOf(dora);
    const save = (key: string, data: object) => request.post("/api/flight/save", { headers: { authorization: `Bearer ${key}` }, data });
    const solo = (await (await save(doors.key, { from: "ZRH", to: "VIE", date: "2024-05-05" })).json()).id as number;
    const shared = (await (await save(doors.key, { from: "VIE", to: "ZRH", date: "2024-05-09" })).json()).id as number;
    const doraId = ((await (await request.get(`/api/flight/get/${shared}`, { headers: { authorization: `Bearer ${doors.key}` } })).json()).flight.seats as { userId: string }[])[0]!.userId;
    expect((await save(state.keys.admin, { id: shared, seats: [{ userId: doraId }, { userId: state.users.bob }] })).status()).toBe(200);
    for (const [url, key] of [["/api/stats", doors.key], [doors.shareUrl], [doors.feedUrl]] as const) expect(await statusOf(request, url, key)).toBe(200);

    // the admin's own row offers no delete: their own account is deleted from their own settings
    await page.goto("/settings/users");
    await expect(page.getByRole("button", { name: "Delete user adam" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete user olivia" })).toHaveCount(0);
    const row = page.getByTestId("user-row").filter({ hasText: "dora-e2e" });
    await row.getByRole("button", { name: "Delete user dora-e2e" }).click();
    await expect(row.getByRole("alertdialog", { name: /Delete dora-e2e for good\?/ })).toContainText("flights shared with other users stay theirs");
    await row.getByRole("button", { name: "Cancel" }).click();
    await expect(row.getByRole("button", { name: "Delete user dora-e2e" })).toBeFocused();
    await row.getByRole("button", { name: "Delete user dora-e2e" }).click();
    await row.getByRole("button", { name: "Yes, delete dora-e2e" }).click();
    await expect(page.getByTestId("user-row").filter({ hasText: "dora-e2e" })).toHaveCount(0);

    // her session is refused at its next request, her key, link and feed at once
    await dora.goto("/settings/security");
    await expect(dora).toHaveURL(/\/signin/);
    expect(await statusOf(request, "/api/stats", doors.key)).toBe(401);
    expect(await statusOf(request, doors.shareUrl)).toBe(404);
    expect(await statusOf(request, doors.feedUrl)).toBe(404);
    expect(await statusOf(request, `/api/flight/get/${solo}`, state.keys.admin)).toBe(404);
    const kept = await request.get(`/api/flight/get/${shared}`, { headers: { authorization: `Bearer ${state.keys.admin}` } });
    expect(((await kept.json()).flight.seats as { userId: string | null }[]).map((seat) => seat.userId)).toEqual([state.users.bob]);
    await request.post("/api/flight/delete", { headers: { authorization: `Bearer ${state.keys.admin}` }, data: { id: shared } });
  });

  test("a user deletes their own account after being offered their export, with their username typed", async ({ page, browser, request }) => {
    await createAccount(page, "eli-e2e", "eli-password-1");
    const eli = await signedIn(browser, "eli-e2e", "eli-password-1");
    const doors = await doorsOf(eli);
    await eli.goto("/settings/security");
    const section = eli.getByRole("region", { name: "Delete your account" });
    const exportLink = section.getByRole("link", { name: "your flights as JSON" });
    const download = await eli.request.get((await exportLink.getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/attachment/);

    await section.getByLabel(/Type your username/).fill("someone-else");
    await section.getByRole("button", { name: "Delete my account" }).click();
    await expect(section.getByText("Type your username to confirm")).toBeVisible();
    expect(await statusOf(request, "/api/stats", doors.key)).toBe(200);

    await section.getByLabel(/Type your username/).fill("eli-e2e");
    await section.getByRole("button", { name: "Delete my account" }).click();
    await expect(eli).toHaveURL(/\/signin/);
    expect(await statusOf(request, "/api/stats", doors.key)).toBe(401);
    expect(await statusOf(request, doors.shareUrl)).toBe(404);
    expect(await statusOf(request, doors.feedUrl)).toBe(404);
    await page.goto("/settings/users");
    await expect(page.getByTestId("user-row").filter({ hasText: "eli-e2e" })).toHaveCount(0);
    await eli.getByLabel("Username").fill("eli-e2e");
    await eli.getByLabel("Password").fill("eli-password-1");
    await eli.getByRole("button", { name: "Sign in" }).click();
    await expect(eli.getByText("Incorrect username or password.")).toBeVisible();
    await expect(eli).toHaveURL(/\/signin/);
  });
});

test.describe("Settings → Security → Sessions", () => {
  test.use({ storageState: storageStateOf("bob") });

  test("says share links and the calendar feed outlive a sign-out, and links to where they are revoked", async ({ page }) => {
    await page.goto("/settings/security");
    const sessions = page.getByRole("region", { name: "Sessions" });
    await expect(sessions).toContainText("share links and your calendar feed");
    await sessions.getByRole("link", { name: "Revoke share links" }).click();
    await expect(page).toHaveURL(/\/settings\/sharing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sharing" })).toBeVisible();
    await page.goBack();
    await page.getByRole("region", { name: "Sessions" }).getByRole("link", { name: "Revoke the calendar feed" }).click();
    await expect(page).toHaveURL(/\/settings\/calendar$/);
    await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
  });
});
