/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and driver packages stay outside the server bundle and load from node_modules.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg", "pg"],
};

/**
 * Pages' messages and locale (i18n/request.ts; no locale in the URL): next-intl's plugin points the build at that file.
 * The catalogues are compiled at build time, so the browser gets the small formatter for compiled messages instead of
 * the ICU parser (every page's JavaScript). The container image runs the built app without the plugin's package
 * (scripts/pack-runtime.ts keeps what the server loads), and the built app needs it no more.
 */
async function withNextIntl(config) {
  try {
    const { default: createNextIntlPlugin } = await import("next-intl/plugin");
    return createNextIntlPlugin({
      requestConfig: "./i18n/request.ts",
      experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
    })(config);
  } catch (error) {
    if (error?.code === "ERR_MODULE_NOT_FOUND" && process.env.NODE_ENV === "production") return config;
    throw error;
  }
}

export default await withNextIntl(nextConfig);
