import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";

// its description speaks the request's language, so it is answered per request, never prerendered at build
export const dynamic = "force-dynamic";

/** The web app manifest: Contrail can be pinned to a phone's home screen and opens like an app. Icons are files, no network. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations("Offline.manifest");
  return {
    name: "Contrail",
    short_name: "Contrail",
    description: t("description"),
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: "#0369a1",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
