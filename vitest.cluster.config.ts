import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Cluster tests: two production servers on one PostgreSQL database behind Debian's nginx (test/support/cluster.ts),
 * each file its own cluster. PostgreSQL only (TEST_DATABASE_URL); `npm run build` first (the setup builds when the
 * build is missing or stale). One file at a time: each starts three servers' worth of processes.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(__dirname),
      "server-only": path.resolve(__dirname, "test/support/server-only-stub.ts"),
    },
  },
  test: {
    include: ["test/cluster/**/*.cluster.test.ts"],
    exclude: ["node_modules/**", ".next/**", "e2e/**"],
    environment: "node",
    globalSetup: ["test/cluster/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: "forks",
  },
});
