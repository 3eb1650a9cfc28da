import type { Metadata } from "next";
import { OfflineShell } from "@/components/offline/views/offline-shell";

export const metadata: Metadata = { title: "Offline" };

// The offline shell: the same page for everyone (no session read, no account data), kept by the service worker and
// shown for any app page the network cannot serve. Everything it shows comes from IndexedDB in the browser.
export default function OfflinePage() {
  return <OfflineShell />;
}
