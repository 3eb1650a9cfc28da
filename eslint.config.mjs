import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ["node_modules/**", ".next/**", "dist/**", "lib/db/generated/**", "prisma/.generated/**", "e2e/artifacts/**", "test-results/**", "playwright-report/**", "bench-results/**", "next-env.d.ts", "public/sw.js", "public/decoder/**"],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // App Router only: there is no pages/ directory for this rule to check.
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  {
    // Components run in the browser or render UI: the database stays behind lib/.
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["@/lib/db/*", "**/generated/*", "@prisma/*"] }],
    },
  },
];

export default config;
