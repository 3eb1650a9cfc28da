import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(__dirname),
      // `server-only` throws outside Next's server bundle; in tests every module is server code.
      "server-only": path.resolve(__dirname, "test/support/server-only-stub.ts"),
    },
  },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    // HTTP contract tests run against a started server: vitest.contract.config.ts.
    exclude: ["node_modules/**", ".next/**", "e2e/**", "**/*.contract.test.ts", "**/*.cluster.test.ts"],
    environment: "node",
    setupFiles: ["test/setup/config-per-test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
