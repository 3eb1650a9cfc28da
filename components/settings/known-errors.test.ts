import { beforeEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_AGAIN_REQUIRED, PASSWORD_AGAIN_WRONG } from "@/lib/auth/recent-sign-in";
import { CONFIRM_USERNAME_MESSAGE } from "@/lib/users/delete-user";
import { LAST_OWNER_DEMOTION_MESSAGE } from "@/lib/users/set-user-role";
import { createTranslator } from "next-intl";
import german from "@/messages/de.json";

const getTranslations = vi.fn();
vi.mock("next-intl/server", () => ({ getTranslations: () => getTranslations() }));

const { knownErrorKey, translateKnownErrors } = await import("./known-errors");

describe("lib's known messages on settings forms", () => {
  beforeEach(() => {
    getTranslations.mockResolvedValue(createTranslator({ locale: "de", messages: german }));
  });

  it("maps each named message to its key, and nothing else", () => {
    expect(knownErrorKey(CONFIRM_USERNAME_MESSAGE)).toBe("Settings.errors.confirmUsername");
    expect(knownErrorKey(LAST_OWNER_DEMOTION_MESSAGE)).toBe("Settings.errors.lastOwnerDemoted");
    expect(knownErrorKey("Current password is not correct")).toBeUndefined();
    expect(knownErrorKey("toString")).toBeUndefined();
  });

  it("translates the form's and the fields' known messages, and leaves the others as lib wrote them", async () => {
    const state = await translateKnownErrors({
      message: LAST_OWNER_DEMOTION_MESSAGE,
      fieldErrors: { password: PASSWORD_AGAIN_REQUIRED, confirmUsername: CONFIRM_USERNAME_MESSAGE, name: "Key name is required", other: "Key name is odd" },
      values: { name: "laptop" },
    });
    expect(state).toEqual({
      message: "Dem letzten Eigentümer kann die Rolle nicht entzogen werden: Machen Sie zuerst einen anderen Benutzer zum Eigentümer",
      fieldErrors: {
        password: "Ihr Passwort wird erneut benötigt: Ihre Anmeldung liegt mehr als 10 Minuten zurück",
        confirmUsername: "Geben Sie zur Bestätigung Ihren Benutzernamen ein",
        name: "Der Schlüssel braucht einen Namen",
        other: "Key name is odd",
      },
      values: { name: "laptop" },
    });
  });

  it("keeps English as lib wrote it for an English page", async () => {
    const english = (await import("@/messages/en.json")).default;
    getTranslations.mockResolvedValue(createTranslator({ locale: "en", messages: english }));
    const state = await translateKnownErrors({ fieldErrors: { password: PASSWORD_AGAIN_REQUIRED, other: PASSWORD_AGAIN_WRONG } });
    expect(state.fieldErrors).toEqual({ password: PASSWORD_AGAIN_REQUIRED, other: PASSWORD_AGAIN_WRONG });
    expect(state).not.toHaveProperty("message");
  });
});
