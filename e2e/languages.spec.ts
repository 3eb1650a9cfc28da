import { expect, test } from "@playwright/test";
import { checkLayouts } from "./support/layout-checks";
import { expectNoEnglishLeft } from "./support/languages";
import { createAccount, signedIn } from "./support/new-account";
import { offlineCopySynced, storedOfflineLanguage, workerInControl } from "./support/offline";
import { storageStateOf } from "./support/state";

const SIGNED_OUT = { cookies: [], origins: [] };

const SIGN_IN = [
  { browser: "de-DE", lang: "de", heading: "Anmelden", username: "Benutzername" },
  { browser: "fr-FR", lang: "fr", heading: "Connexion", username: "Nom d’utilisateur" },
  { browser: "es-ES", lang: "es", heading: "Iniciar sesión", username: "Nombre de usuario" },
  { browser: "en-US", lang: "en", heading: "Sign in", username: "Username" },
] as const;

test.describe("languages", () => {
  for (const expected of SIGN_IN) {
    test(`signed out, the sign-in page follows the browser's ${expected.browser}`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: SIGNED_OUT, locale: expected.browser });
      const page = await context.newPage();
      await page.goto("/signin");
      await expect(page.locator("html")).toHaveAttribute("lang", expected.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.heading);
      await expect(page.getByLabel(expected.username)).toBeVisible();
      if (expected.lang !== "en") await expectNoEnglishLeft(page, ["Auth.signIn"]);
      await checkLayouts(page, `signin-${expected.lang}`, { wholeText: true });
      await context.close();
    });
  }

  test.describe("an account's choice", () => {
    test.use({ storageState: storageStateOf("admin") });

    test("switching Language to Deutsch turns the next page German; Browser language follows the browser again", async ({ page, browser }) => {
      await createAccount(page, "lena-e2e", "lena-password-1");
      const lena = await signedIn(browser, "lena-e2e", "lena-password-1");
      await lena.goto("/settings");
      await expect(lena.locator("html")).toHaveAttribute("lang", "en");
      await lena.getByLabel("Language").selectOption({ label: "Deutsch" });
      await lena.getByRole("button", { name: "Save" }).click();
      await expect(lena.getByText("Gespeichert.")).toBeVisible();

      await lena.goto("/");
      await expect(lena.locator("html")).toHaveAttribute("lang", "de");
      const header = lena.getByRole("banner");
      await expect(header.getByRole("link", { name: "Flug hinzufügen" })).toBeVisible();
      await expectNoEnglishLeft(lena, ["Shell"], { within: header });
      await checkLayouts(lena, "dashboard-de", { axeInclude: "header", wholeText: true });

      await lena.goto("/settings");
      const form = lena.locator("form").filter({ has: lena.getByLabel("Sprache") });
      await expect(form.getByLabel("12. März 2024")).toBeVisible();
      await expectNoEnglishLeft(lena, ["Settings.profile", "Common.units"], { within: form });
      await checkLayouts(lena, "settings-de", { axeInclude: "form", wholeText: true });

      await lena.getByLabel("Sprache").selectOption({ label: "Sprache des Browsers" });
      await lena.getByRole("button", { name: "Speichern" }).click();
      await expect(lena.getByText("Saved.")).toBeVisible();
      await lena.goto("/");
      await expect(lena.locator("html")).toHaveAttribute("lang", "en");
      await lena.context().close();
    });
  });
});

test.describe("the offline shell in German", () => {
  test.use({ storageState: storageStateOf("admin") });

  test("cached by a German browser, the offline pages speak German and each banner says what works offline", async ({ page, browser }) => {
    await createAccount(page, "ottilie-e2e", "ottilie-password-1");
    const context = await browser.newContext({ storageState: SIGNED_OUT, locale: "de-DE" });
    const ottilie = await context.newPage();
    await ottilie.goto("/signin");
    await ottilie.getByLabel("Benutzername").fill("ottilie-e2e");
    await ottilie.getByLabel("Passwort").fill("ottilie-password-1");
    await ottilie.getByRole("button", { name: "Anmelden", exact: true }).click();
    await ottilie.waitForURL((url) => url.pathname === "/");
    await workerInControl(ottilie);
    await expect.poll(() => offlineCopySynced(ottilie)).toBe(true);

    await context.setOffline(true);
    await ottilie.reload();
    const status = ottilie.getByTestId("offline-status");
    await expect(status).toContainText(/^Offline – Stand: .+\. Nur Lesen, bis das Netz wieder da ist\.$/);
    await expect(ottilie.getByRole("heading", { level: 1 })).toHaveText("Übersicht");
    await expectNoEnglishLeft(ottilie, ["Offline.frame", "Offline.dashboard", "Offline.shell"]);
    await checkLayouts(ottilie, "offline-dashboard-de", { wholeText: true });

    await ottilie.goto("/flights");
    await expect(ottilie.getByTestId("offline-count")).toHaveText("0 Flüge");
    await expectNoEnglishLeft(ottilie, ["Offline.frame", "Offline.list"]);

    await ottilie.goto("/flights/new");
    await expect(status).toContainText("Hinzugefügte Flüge werden auf diesem Gerät gespeichert");
    await expect(status).not.toContainText("Nur Lesen");
    await expect(ottilie.getByRole("button", { name: "Auf diesem Gerät speichern" })).toBeVisible();
    await expectNoEnglishLeft(ottilie, ["Offline.frame", "Offline.add"]);
    await checkLayouts(ottilie, "offline-add-de", { wholeText: true });
    await context.setOffline(false);
    await context.close();
  });

  test("an account set to Deutsch on an English browser gets the German shell offline (the account's language, not the browser's)", async ({ page, browser }) => {
    await createAccount(page, "otto-e2e", "otto-password-1");
    const otto = await signedIn(browser, "otto-e2e", "otto-password-1", "en-US");
    const context = otto.context();
    await workerInControl(otto);
    await otto.goto("/settings");
    await otto.getByLabel("Language").selectOption({ label: "Deutsch" });
    await otto.getByRole("button", { name: "Save" }).click();
    await expect(otto.getByText("Gespeichert.")).toBeVisible();
    await otto.goto("/");
    await expect(otto.locator("html")).toHaveAttribute("lang", "de");
    await expect.poll(() => offlineCopySynced(otto)).toBe(true);
    // the page records its language once it has settled (its sync loads after the page's own work)
    await expect.poll(() => storedOfflineLanguage(otto)).toBe("de");

    await context.setOffline(true);
    await otto.reload();
    await expect(otto.getByTestId("offline-status")).toContainText(/^Offline – Stand: .+\. Nur Lesen, bis das Netz wieder da ist\.$/);
    await expect(otto.locator("html")).toHaveAttribute("lang", "de");
    await expect(otto.getByRole("heading", { level: 1 })).toHaveText("Übersicht");
    await expectNoEnglishLeft(otto, ["Offline.frame", "Offline.dashboard", "Offline.shell"]);
    await otto.goto("/flights");
    await expect(otto.getByTestId("offline-count")).toHaveText("0 Flüge");
    await context.setOffline(false);
    await context.close();
  });
});
