import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Contract tests: real HTTP against `next start` on a seeded database (test/contract/global-setup.ts).
 * Run `npx next build` first (the setup builds when .next is missing). One file at a time: they share one server.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(__dirname),
      "server-only": path.resolve(__dirname, "test/support/server-only-stub.ts"),
    },
  },
  test: {
    include: ["test/contract/**/*.contract.test.ts"],
    exclude: ["node_modules/**", ".next/**", "e2e/**"],
    environment: "node",
    globalSetup: ["test/contract/global-setup.ts"],
    setupFiles: ["test/contract/validated-responses.setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: "forks",
  },
});
