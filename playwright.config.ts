import { defineConfig, devices } from "@playwright/test";
import { FRESH_PORT, MAIN_PORT } from "./e2e/support/accounts";

/**
 * Browser tests in Debian's Chromium against the production build (`npm run build` must have run).
 * Two servers, each with its own fresh SQLite database: a seeded one (MAIN_PORT) and an empty one for the
 * first-run set-up (FRESH_PORT). See e2e/support/serve.ts.
 */
const serve = (port: number, extra = "") => ({
  command: `npx tsx --conditions=react-server e2e/support/serve.ts --port ${port} ${extra}`.trim(),
  url: `http://127.0.0.1:${port}/signin`,
  reuseExistingServer: false,
  timeout: 240_000,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } }, dependencies: ["setup"] },
  ],
  webServer: [serve(MAIN_PORT), serve(FRESH_PORT, "--empty")],
});
