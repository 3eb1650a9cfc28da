import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { CLIENT_MESSAGES, pickNamespaces, type MessageGroup } from "@/i18n/client-messages";

/**
 * Hands a group of routes' client components the messages they read (i18n/client-messages.ts) and no others: what
 * the server renders never travels. It replaces an enclosing group's messages for everything inside it.
 */
export async function ClientMessages({ group, children }: { group: MessageGroup; children: ReactNode }) {
  return <NextIntlClientProvider messages={pickNamespaces(await getMessages(), CLIENT_MESSAGES[group].namespaces)}>{children}</NextIntlClientProvider>;
}
