import type { AbstractIntlMessages } from "next-intl";

/**
 * The namespaces the browser's components read (each "use client" file and what it imports), the only messages the
 * root layout hands to the browser: the rest is rendered on the server and never travels. messages/catalogues.test.ts
 * keeps this list exactly what the code uses (it prints the right one).
 */
export const CLIENT_NAMESPACES: readonly string[] = ["Auth.setup", "Auth.signIn", "Common.continents", "Common.units", "Errors.pageFailed", "Settings.profile", "Shell.nav"];

/** The part of a catalogue under the given namespaces ("Area" or "Area.screen"), in the same shape. */
export function pickNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const keys = namespace.split(".");
    let from: AbstractIntlMessages | string | undefined = messages;
    let to = picked;
    keys.forEach((key, i) => {
      from = typeof from === "object" ? from[key] : undefined;
      if (from === undefined) return;
      if (i === keys.length - 1) to[key] = from;
      else to = (to[key] ??= {}) as AbstractIntlMessages;
    });
  }
  return picked;
}
