/**
 * Bundles server.ts (the production server: Next.js plus the API's short path) into dist/server.mjs, run by
 * `npm start`, and the admin CLI (scripts/admin.ts) into dist/admin.mjs. First writes the short path's route table from app/api (server/generate-api-routes.ts), so the
 * bundle answers every API route Next.js does. Our TypeScript is bundled; packages stay external and load from
 * node_modules as usual. `npm run build` runs this after `next build`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { build } from "esbuild";
import { apiRoutesSource, findApiRouteFiles, GENERATED_API_ROUTES } from "../server/generate-api-routes";

function writeApiRoutes(): void {
  const source = apiRoutesSource(findApiRouteFiles("app"));
  let current = "";
  try {
    current = readFileSync(GENERATED_API_ROUTES, "utf8");
  } catch {
    // not written yet
  }
  if (current === source) return;
  writeFileSync(GENERATED_API_ROUTES, source);
  console.log(`[contrail] wrote ${GENERATED_API_ROUTES}`);
}

/** The admin CLI too, so it runs where only the production files are (the container image), without tsx. */
const ENTRIES = { "dist/server.mjs": "server.ts", "dist/admin.mjs": "scripts/admin.ts" };

async function main(): Promise<void> {
  const started = Date.now();
  writeApiRoutes();
  for (const [outfile, entry] of Object.entries(ENTRIES)) await bundle(entry, outfile);
  console.log(`[contrail] built ${Object.keys(ENTRIES).join(", ")} in ${Date.now() - started} ms`);
}

async function bundle(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // `server-only` is an empty module under the react-server condition, as in Next's server bundles
    conditions: ["react-server"],
    sourcemap: true,
    logLevel: "warning",
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
