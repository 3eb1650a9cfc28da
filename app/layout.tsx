import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/shell/client-messages";
import { currentTheme } from "@/lib/users/current-theme";
import "./globals.css";

// Every page needs the session and the database at request time; nothing is rendered (or queried) at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return { title: { default: "Contrail", template: "%s · Contrail" }, description: t("description") };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f8fafc" },
    { media: "(prefers-color-scheme: dark)", color: "#020617" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Rendered on the server from the user's stored choices: the first paint already has the right colours and language.
  return (
    <html lang={await getLocale()} data-theme={await currentTheme()}>
      <body className="min-h-screen">
        {/* the language for every page; each group of routes hands its own messages (i18n/client-messages.ts) */}
        <ClientMessages group="root">{children}</ClientMessages>
      </body>
    </html>
  );
}
