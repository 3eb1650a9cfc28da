import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { Translate } from "@/components/format/translator";
import { createApiKey, KEY_EXPIRY_NOT_DATE_MESSAGE, keyNameTakenMessage } from "@/lib/auth/api-keys/create-api-key";
import { passwordPolicyProblem } from "@/lib/auth/password-policy";
import { allowListOf } from "@/lib/config/webhook-allow-list";
import { fieldInputError } from "@/lib/errors";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { shareLinkInputOfForm } from "@/lib/share/share-link-form";
import { parseShareLinkInput } from "@/lib/share/share-link-input";
import { SHARE_LINKS_LIMIT_MESSAGE, SHARE_LINKS_PER_USER } from "@/lib/share/share-links";
import { UNSTORABLE_TEXT_DETAIL } from "@/lib/storable-text";
import { CURRENT_PASSWORD_WRONG_MESSAGE } from "@/lib/users/change-password";
import { usernameTakenMessage } from "@/lib/users/insert-user";
import { UNKNOWN_HOME_AIRPORT_MESSAGE } from "@/lib/users/preferences";
import { ROLE_INVALID_MESSAGE } from "@/lib/users/role-rules";
import { USER_CHANGED_MESSAGE } from "@/lib/users/set-user-role";
import { displayNameSchema, parseField, usernameSchema } from "@/lib/users/user-fields";
import { checkWebhookUrlInput, WEBHOOK_URL_MAX_LENGTH } from "@/lib/webhooks/url-guard";
import { WEBHOOKS_LIMIT_MESSAGE } from "@/lib/webhooks/webhooks";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import { libMessage } from "./lib-messages";

const CATALOGUES = { en, de, fr, es } as const satisfies Record<Locale, unknown>;
const translator = (locale: Locale) => createTranslator({ locale, messages: CATALOGUES[locale] }) as unknown as Translate;

/** The message lib throws (or returns) for a bad value, taken from lib itself so a change of its wording shows here. */
async function thrown(work: () => unknown): Promise<string> {
  try {
    await work();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("lib accepted it");
}

// the key's input is refused before any database is read
const noDb = {} as Parameters<typeof createApiKey>[0];
const none = allowListOf([]);
const resolveTo = (address: string) => async () => [{ address, family: 4 }];
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const share = { label: "Trip", showMap: true, showStats: true, showFlights: true, showExactDates: true, showFlightNumbers: true, showSeats: true, showNotes: true, showUpcoming: true, expiresAt: null };

/** What a person can meet on Settings and the set-up form, each as lib words it: never a literal here, so a new wording fails. */
async function libMessages(): Promise<string[]> {
  return [
    CURRENT_PASSWORD_WRONG_MESSAGE,
    passwordPolicyProblem("short")!,
    passwordPolicyProblem("x".repeat(2000))!,
    passwordPolicyProblem("aaaaaaaaaaaa")!,
    passwordPolicyProblem("password123")!,
    await thrown(() => parseField(usernameSchema, "")),
    await thrown(() => parseField(usernameSchema, "a".repeat(65))),
    await thrown(() => parseField(usernameSchema, "two words")),
    usernameTakenMessage("Ana"),
    await thrown(() => parseField(displayNameSchema, "x".repeat(101))),
    UNKNOWN_HOME_AIRPORT_MESSAGE,
    ROLE_INVALID_MESSAGE,
    USER_CHANGED_MESSAGE,
    await thrown(() => createApiKey(noDb, "u1", { name: " ", expiresAt: null })),
    await thrown(() => createApiKey(noDb, "u1", { name: "k".repeat(101), expiresAt: null })),
    await thrown(() => createApiKey(noDb, "u1", { name: "laptop", expiresAt: new Date(Date.now() - 1000) })),
    keyNameTakenMessage("laptop"),
    KEY_EXPIRY_NOT_DATE_MESSAGE,
    await thrown(() => createApiKey(noDb, "u1", { name: "lap\u0000top", expiresAt: null })),
    await thrown(() => parseShareLinkInput({ ...share, label: "" })),
    await thrown(() => parseShareLinkInput({ ...share, label: "x".repeat(101) })),
    await thrown(() => parseShareLinkInput({ ...share, expiresAt: "soon" })),
    await thrown(() => parseShareLinkInput({ ...share, expiresAt: new Date(Date.now() - 1000) })),
    await thrown(() => parseShareLinkInput({ ...share, label: "Tr\u0000ip" })),
    await thrown(() => shareLinkInputOfForm(formOf({ label: "Trip", expiresOn: "soon" }))),
    SHARE_LINKS_LIMIT_MESSAGE,
    WEBHOOKS_LIMIT_MESSAGE,
    await thrown(() => checkWebhookUrlInput(`https://example.org/${"x".repeat(WEBHOOK_URL_MAX_LENGTH)}`, none)),
    await thrown(() => checkWebhookUrlInput("not a url", none)),
    await thrown(() => checkWebhookUrlInput("ftp://example.org/", none)),
    await thrown(() => checkWebhookUrlInput("https://me:pw@example.org/", none)),
    await thrown(() => checkWebhookUrlInput("https://intranet.example/", none, resolveTo("10.0.0.7"))),
    await thrown(() => checkWebhookUrlInput("https://nowhere.example/", none, async () => [])),
    fieldInputError(["displayName"], UNSTORABLE_TEXT_DETAIL).message,
  ];
}

describe("lib's messages on the settings and set-up forms", () => {
  it("each has its own message in every language, never lib's English in another", async () => {
    const messages = await libMessages();
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const message of messages) {
        const translated = libMessage(t, message);
        expect(translated, `${locale}: ${message}`).toBeTypeOf("string");
        // English may keep lib's words where they read well ("Current password is not correct")
        if (locale !== "en") expect(translated, `${locale}: ${message}`).not.toBe(message);
      }
    }
  });

  it("carries the values lib writes into them", async () => {
    const t = translator("de");
    expect(libMessage(t, passwordPolicyProblem("short")!)).toBe("Das Passwort muss mindestens 10 Zeichen lang sein");
    expect(libMessage(t, usernameTakenMessage("Ana"))).toBe("Der Benutzername „Ana“ ist bereits vergeben");
    expect(libMessage(t, keyNameTakenMessage('Laptop "alt"'))).toBe("Ein Schlüssel namens „Laptop \"alt\"“ existiert bereits");
    expect(libMessage(t, await thrown(() => checkWebhookUrlInput("https://intranet.example/", none, resolveTo("10.0.0.7"))))).toBe(
      "Die URL verweist auf 10.0.0.7, eine Adresse, die Webhooks nicht erreichen dürfen",
    );
    expect(libMessage(translator("fr"), SHARE_LINKS_LIMIT_MESSAGE)).toBe(`Vous avez déjà ${SHARE_LINKS_PER_USER} liens de partage, le maximum autorisé\u00a0: révoquez-en d’abord un`);
  });

  it("leaves a message it does not know alone", async () => {
    expect(libMessage(translator("de"), "Something lib says that no form shows")).toBeNull();
    expect(libMessage(translator("de"), `${await thrown(() => parseField(usernameSchema, ""))}, and more`)).toBeNull();
  });
});
