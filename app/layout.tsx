import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { currentTheme } from "@/lib/users/current-theme";
import "./globals.css";

// Every page needs the session and the database at request time; nothing is rendered (or queried) at build time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: "Contrail", template: "%s · Contrail" },
  description: "Your self-hosted flight log",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f8fafc" },
    { media: "(prefers-color-scheme: dark)", color: "#020617" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Rendered on the server from the user's stored choice: the first paint already has the right colours.
  return (
    <html lang="en" data-theme={await currentTheme()}>
      <body className="min-h-screen">{children}</body>
    </html>
  );
}
