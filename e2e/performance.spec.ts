import { writeFileSync, mkdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { FREQUENT_FLIGHTS } from "./support/accounts";
import { storageStateOf } from "./support/state";

test.use({ storageState: storageStateOf("frequent") });

/**
 * The dashboard of a user with 20,000 flights on the production build: the JavaScript it loads until it is drawn
 * (gzip) stays within its budget, and the cards and all ten charts are drawn. The device's offline sync is fetched
 * once the page has settled (components/offline/signed-in-sync.tsx), after this. How fast is bench:web's to measure,
 * not a test's: the size is written to e2e/artifacts/performance.json.
 */
test("dashboard for a 20,000-flight user: JavaScript within its budget, every chart drawn", async ({ page, request }) => {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // a response body may be unavailable after navigation; it is counted on the measured run
    }
  });
  await request.get("/signin");
  await page.goto("/");
  await expect(page.getByTestId("stat-flights").locator("dd")).toHaveAttribute("data-value", String(FREQUENT_FLIGHTS));
  await page.waitForFunction(() => {
    const charts = document.querySelectorAll("[data-testid=dashboard-charts] figure");
    return charts.length === 10 && [...charts].every((figure) => figure.querySelector(".recharts-bar-rectangle, [data-bar]"));
  });
  const javascriptKb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
  mkdirSync("e2e/artifacts", { recursive: true });
  writeFileSync(
    "e2e/artifacts/performance.json",
    JSON.stringify({ flights: FREQUENT_FLIGHTS, javascriptGzipKb: Math.round(javascriptKb * 10) / 10, scripts: scripts.size }, null, 2),
  );
  console.log(`[performance] dashboard JS ${javascriptKb.toFixed(1)} KB gzip in ${scripts.size} files`);
  expect(javascriptKb).toBeLessThanOrEqual(250);
});
