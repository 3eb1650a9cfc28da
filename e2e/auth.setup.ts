import { test as setup } from "@playwright/test";
import { ACCOUNTS, type AccountName } from "./support/accounts";
import { signIn, storageStateOf } from "./support/state";

for (const name of Object.keys(ACCOUNTS) as AccountName[]) {
  setup(`sign in as ${name}`, async ({ page }) => {
    await signIn(page, name);
    await page.context().storageState({ path: storageStateOf(name) });
  });
}
