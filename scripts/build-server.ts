/**
 * Bundles server.ts (the production server: Next.js plus the API's short path) into dist/server.mjs, run by
 * `npm start`. Our TypeScript is bundled; packages stay external and load from node_modules as usual.
 * `npm run build` runs this after `next build`.
 */
import { build } from "esbuild";

async function main(): Promise<void> {
  const started = Date.now();
  await build({
    entryPoints: ["server.ts"],
    outfile: "dist/server.mjs",
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
  console.log(`[contrail] built dist/server.mjs in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
