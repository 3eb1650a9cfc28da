import { expect, test } from "@playwright/test";
import { storageStateOf } from "./support/state";

// Settings → Integrations. The e2e server allows no private receiver, so the webhook points at a public address:
// offline, its test event fails, which the delivery log shows like any other attempt.
test.describe("Settings → Integrations", () => {
  test.use({ storageState: storageStateOf("bob") });

  test("refuses a loopback URL, adds a webhook with its secret, sends a test event into the log, deletes it", async ({ page }) => {
    await page.goto("/settings/integrations");
    const url = page.getByLabel("Webhook URL");
    await url.fill("http://127.0.0.1:9/hook");
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByText("The URL points to 127.0.0.1, an address webhooks may not reach")).toBeVisible();

    await url.fill("http://93.184.216.34/contrail-e2e");
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByText("Webhook added.")).toBeVisible();
    const hook = page.getByRole("region", { name: "Webhook http://93.184.216.34/contrail-e2e" });
    await expect(hook.getByLabel("Signing secret")).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
    await expect(hook.getByText("No delivery yet.")).toBeVisible();

    await hook.getByRole("button", { name: "Send test event" }).click();
    await expect(async () => {
      await page.reload();
      await expect(hook.getByRole("row").filter({ hasText: "ping" })).toContainText("failed", { timeout: 1000 });
    }).toPass({ timeout: 45_000, intervals: [2000] });

    await hook.getByRole("button", { name: /^Delete webhook/ }).click();
    await hook.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(hook.getByRole("button", { name: /^Delete webhook/ })).toBeFocused();
    await hook.getByRole("button", { name: /^Delete webhook/ }).click();
    await hook.getByRole("button", { name: "Yes, delete" }).click();
    await expect(hook).toHaveCount(0);
  });
});
