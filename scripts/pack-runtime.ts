/**
 * `npx tsx scripts/pack-runtime.ts <dir>` after `npm run build`: copies into <dir> only what the production server
 * (dist/server.mjs) and the admin CLI (dist/admin.mjs) load, the container image's /app (Dockerfile). Packages are
 * traced file by file as Next's standalone output does: its own traces of the pages and routes (.next/**\/*.nft.json)
 * plus a trace of our two bundles, so no devDependency, build tool or unused native binary is copied.
 */
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync, symlinkSync } from "node:fs";
import path from "node:path";

const ROOT = process.cwd();
const ENTRIES = ["dist/server.mjs", "dist/admin.mjs"];
/** Read at run time by path, not through imports: migrations, reference data, Next's build and static files. */
const DIRECTORIES = [
  ".next",
  "public",
  "prisma/migrations",
  "lib/reference/data",
  // the PNG renderer's font and its native module, which its worker threads require() by name (lib/images/svg-to-png.ts)
  "lib/images/fonts",
  "node_modules/@resvg",
  // Next resolves these when it reads next.config.mjs, by names its tracing cannot follow
  "node_modules/next/dist/compiled/webpack",
  "node_modules/next/dist/compiled/@babel/runtime",
];
const FILES = ["package.json", "next.config.mjs", ...ENTRIES];
/**
 * Never loaded by the production server: the build cache and traces, Next's compiler binaries and bundled docs, its
 * development runtimes, sharp (only next/image's optimizer uses it; Contrail has no next/image), type declarations
 * and source maps (node runs without --enable-source-maps).
 */
const SKIP = [
  /^\.next\/(cache|trace|diagnostics)(\/|$)/,
  /\.nft\.json$/,
  /^node_modules\/@next\/swc-/,
  /^node_modules\/next\/dist\/docs\//,
  /^node_modules\/next\/dist\/compiled\/next-server\/.*\.runtime\.dev\.js$/,
  /^node_modules\/(sharp|@img)\//,
  /\.d\.[cm]?ts$/,
  /\.map$/,
];

type NodeFileTrace = (files: string[], options: { base: string; processCwd: string; ignore?: string[] }) => Promise<{ fileList: Set<string> }>;

/** Files and symbolic links under dir (Turbopack links its external packages into .next/node_modules). */
function filesUnder(dir: string): string[] {
  if (!existsSync(path.join(ROOT, dir))) return [];
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

/** The file's path from the root without symbolic links, so a file reached through a link is copied once, as itself. */
function realRelative(file: string): string | null {
  const source = path.join(ROOT, file);
  if (!existsSync(source)) return null;
  const real = path.relative(ROOT, realpathSync(source));
  return real.startsWith("..") || path.isAbsolute(real) ? null : real;
}

/** Every file Next's build traced for its server (.next/next-server.js.nft.json, and one per page and route). */
function nextTracedFiles(): string[] {
  return filesUnder(".next")
    .filter((file) => file.endsWith(".nft.json"))
    .flatMap((traceFile) => {
      const { files } = JSON.parse(readFileSync(path.join(ROOT, traceFile), "utf8")) as { files: string[] };
      return files.map((file) => path.relative(ROOT, path.resolve(ROOT, path.dirname(traceFile), file)));
    });
}

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error("usage: tsx scripts/pack-runtime.ts <output directory>");
  for (const entry of ENTRIES) if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  // @vercel/nft, as Next.js ships it for its own tracing (untyped there)
  const nft = "next/dist/compiled/@vercel/nft/index.js";
  const { nodeFileTrace } = (await import(nft)) as { nodeFileTrace: NodeFileTrace };
  const traced = await nodeFileTrace(ENTRIES, { base: ROOT, processCwd: ROOT });
  const listed = [...traced.fileList, ...nextTracedFiles(), ...DIRECTORIES.flatMap(filesUnder), ...FILES];
  const links = listed.filter((file) => existsSync(path.join(ROOT, file)) && lstatSync(path.join(ROOT, file)).isSymbolicLink());
  const wanted = new Set(listed.map(realRelative).filter((file): file is string => file !== null));
  let bytes = 0;
  let count = 0;
  for (const file of [...wanted].sort()) {
    if (SKIP.some((pattern) => pattern.test(file)) || statSync(path.join(ROOT, file)).isDirectory()) continue;
    const target = path.join(out, file);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(ROOT, file), target);
    bytes += statSync(target).size;
    count += 1;
  }
  // the links themselves, as they are (relative, into the packed node_modules)
  for (const link of new Set(links)) {
    const target = path.join(out, link);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(readlinkSync(path.join(ROOT, link)), target);
  }
  console.log(`[contrail] packed ${count} files, ${(bytes / 1e6).toFixed(1)} MB, into ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
