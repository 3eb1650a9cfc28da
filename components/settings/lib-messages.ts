import type { Translate } from "@/components/format/translator";

/**
 * lib's messages (English, as the API and the CLI send them) that the settings forms and the set-up form can meet, each
 * with its message in the catalogues (Settings.libErrors); the values lib writes into them (a length, a name) are read
 * back out. A message not listed here is shown as lib wrote it. The test takes each message from lib (the wording it
 * exports, or a call that throws it), never a copy, so a new wording that no pattern here reads fails there.
 */
const LIB_MESSAGES: readonly [RegExp, (t: Translate, match: RegExpExecArray) => string][] = [
  // passwords and accounts (lib/auth/password-policy.ts, lib/users/)
  [/^Current password is not correct$/, (t) => t("Settings.libErrors.currentPasswordWrong")],
  [/^Password must be at least (\d+) characters$/, (t, m) => t("Settings.libErrors.passwordTooShort", { min: Number(m[1]) })],
  [/^Password is too long$/, (t) => t("Settings.libErrors.passwordTooLong")],
  [/^Password must not be one character repeated$/, (t) => t("Settings.libErrors.passwordRepeated")],
  [/^Password is one of the most common passwords; choose another$/, (t) => t("Settings.libErrors.passwordCommon")],
  [/^Username is required$/, (t) => t("Settings.libErrors.usernameRequired")],
  [/^Username must be at most (\d+) characters$/, (t, m) => t("Settings.libErrors.usernameTooLong", { max: Number(m[1]) })],
  [/^Username may contain only letters, digits, dot, dash, underscore and @$/, (t) => t("Settings.libErrors.usernameCharacters")],
  [/^Username is already taken: (.*)$/s, (t, m) => t("Settings.libErrors.usernameTaken", { username: m[1] ?? "" })],
  [/^Display name must be at most (\d+) characters$/, (t, m) => t("Settings.libErrors.displayNameTooLong", { max: Number(m[1]) })],
  [/^Unknown home airport$/, (t) => t("Settings.libErrors.homeAirportUnknown")],
  [/^Role is not valid$/, (t) => t("Settings.libErrors.roleInvalid")],
  [/^The user changed meanwhile; try again$/, (t) => t("Settings.libErrors.userChanged")],
  // API keys (lib/auth/api-keys/)
  [/^Key name is required$/, (t) => t("Settings.libErrors.keyNameRequired")],
  [/^Key name must be at most (\d+) characters$/, (t, m) => t("Settings.libErrors.keyNameTooLong", { max: Number(m[1]) })],
  [/^A key named "(.*)" already exists$/s, (t, m) => t("Settings.libErrors.keyNameTaken", { name: m[1] ?? "" })],
  [/^Key expiry must be a date$/, (t) => t("Settings.libErrors.expiryNotDate")],
  [/^Key expiry must be in the future$/, (t) => t("Settings.libErrors.expiryPast")],
  // share links (lib/share/)
  [/^Label is required$/, (t) => t("Settings.libErrors.labelRequired")],
  [/^Label must be at most (\d+) characters$/, (t, m) => t("Settings.libErrors.labelTooLong", { max: Number(m[1]) })],
  [/^Expiry must be a date$/, (t) => t("Settings.libErrors.expiryNotDate")],
  [/^Expiry must be in the future$/, (t) => t("Settings.libErrors.expiryPast")],
  [/^At most (\d+) share links: revoke one first$/, (t, m) => t("Settings.libErrors.shareLinksLimit", { max: Number(m[1]) })],
  // webhooks (lib/webhooks/)
  [/^A user may have at most (\d+) webhooks: delete one first$/, (t, m) => t("Settings.libErrors.webhooksLimit", { max: Number(m[1]) })],
  [/^url: must be at most (\d+) characters$/, (t, m) => t("Settings.libErrors.urlTooLong", { max: Number(m[1]) })],
  [/^url: is not a URL$/, (t) => t("Settings.libErrors.urlInvalid")],
  [/^url: must be an http:\/\/ or https:\/\/ URL$/, (t) => t("Settings.libErrors.urlScheme")],
  [/^url: must not carry a user name or password$/, (t) => t("Settings.libErrors.urlCredentials")],
  [/^url: points to (.+?), an address (?:on this server's own networks, which )?webhooks may not reach$/, (t, m) => t("Settings.libErrors.urlUnreachable", { address: m[1] ?? "" })],
  [/^url: names a host that does not resolve \((.*)\)$/, (t, m) => t("Settings.libErrors.urlUnresolved", { host: m[1] ?? "" })],
  // any text (lib/storable-text.ts): shown next to its field, or for a value the form does not show (an id)
  [/must not contain a NUL character or an unpaired surrogate$/, (t) => t("Settings.libErrors.unstorable")],
];

/** lib's message in the page's language when it is one of the known ones, else null. */
export function libMessage(t: Translate, message: string): string | null {
  for (const [pattern, translate] of LIB_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return translate(t, match);
  }
  return null;
}
