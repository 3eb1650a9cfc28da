import createNextIntlPlugin from "next-intl/plugin";

// Pages' messages and locale (i18n/request.ts): no locale in the URL, no i18n routing.
const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and driver packages stay outside the server bundle and load from node_modules.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg", "pg"],
};

export default withNextIntl(nextConfig);
