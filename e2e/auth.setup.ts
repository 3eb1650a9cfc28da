import { expect, test as setup } from "@playwright/test";
import { ACCOUNTS, type AccountName } from "./support/accounts";
import { signIn, storageStateOf } from "./support/state";

// Playwright's own readiness check once let the tests start while the seeded server was still being prepared
// (connection refused on the first page); so the set-up waits until the sign-in page really answers.
setup("the seeded server answers", async ({ request }) => {
  setup.setTimeout(200_000);
  await expect
    .poll(async () => (await request.get("/signin", { failOnStatusCode: false }).catch(() => null))?.status() ?? 0, {
      timeout: 180_000,
      intervals: [250, 500, 1000],
    })
    .toBe(200);
});

for (const name of Object.keys(ACCOUNTS) as AccountName[]) {
  setup(`sign in as ${name}`, async ({ page }) => {
    await signIn(page, name);
    await page.context().storageState({ path: storageStateOf(name) });
  });
}
