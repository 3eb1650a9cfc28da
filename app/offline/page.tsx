import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OfflineShell } from "@/components/offline/views/offline-shell";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Offline");
  return { title: t("metaTitle") };
}

// The offline shell: the same page for everyone (no session read, no account data), kept by the service worker and
// shown for any app page the network cannot serve. Everything it shows comes from IndexedDB in the browser; its words
// are those of the request that cached it (the worker keeps one copy per language, shell-language.ts), handed to the
// browser with the page (its layout's ClientMessages).
export default function OfflinePage() {
  return <OfflineShell />;
}
