/**
 * Bundles the service worker (components/offline/worker/service-worker.ts) into public/sw.js, named for the build it
 * serves: its caches are named by Next's build id, so a new build's worker installs beside the old one and deletes
 * the old caches when it takes over. `npm run build` runs this after `next build` (the id exists only then);
 * `npm run dev` with --dev (the worker is not registered in development). public/sw.js is not committed.
 */
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const dev = process.argv.includes("--dev");
const buildId = dev ? "dev" : readFileSync(".next/BUILD_ID", "utf8").trim();

async function main(): Promise<void> {
  await build({
    entryPoints: ["components/offline/worker/service-worker.ts"],
    outfile: "public/sw.js",
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: !dev,
    define: { BUILD_ID: JSON.stringify(buildId) },
    logLevel: "warning",
  });
  console.log(`[contrail] wrote public/sw.js for build ${buildId}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
