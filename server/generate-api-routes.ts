import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compareRoutePaths, NEXT_AUTH_PATH } from "./api-route-table";
import { routeExportsProblem } from "./route-exports";

/**
 * Writes the production server's API route table from the route.ts files under app/api and app/airtrail/api (the
 * AirTrail-compatible API), so `npm start` answers
 * exactly the routes `next dev` does: scripts/build-server.ts runs it before bundling (the table imports each route
 * module statically, so esbuild bundles them), and server/api-routes.test.ts checks the committed file is current.
 */
export const GENERATED_API_ROUTES = "server/api-routes.generated.ts";

export interface ApiRouteFile {
  /** folders from app/ to the route.ts, route groups included: ["api", "(group)", "ping"] */
  folders: string[];
  /** the URL path's folder names: ["api", "ping"] */
  path: string[];
}

/** The folders under app/ whose routes the short path answers: /api and the AirTrail-compatible /airtrail/api. */
export const API_ROOTS: readonly (readonly string[])[] = [["api"], ["airtrail", "api"]];

/**
 * Every route.ts under the API_ROOTS of <appDir> that Next.js routes and the short path answers, in Next's matching
 * order. A route that does not export its methods through routeMethods is refused, naming the file.
 */
export function findApiRouteFiles(appDir: string): ApiRouteFile[] {
  const found: ApiRouteFile[] = [];
  const walk = (folders: string[]) => {
    for (const entry of readdirSync(path.join(appDir, ...folders), { withFileTypes: true })) {
      // `_folder` is private to Next.js: nothing under it is routed
      if (entry.isDirectory() && !entry.name.startsWith("_")) walk([...folders, entry.name]);
      else if (entry.isFile() && entry.name === "route.ts") found.push({ folders, path: folders.filter((folder) => !isGroup(folder)) });
    }
  };
  for (const root of API_ROOTS) if (existsSync(path.join(appDir, ...root))) walk([...root]);
  const routes = found.filter((route) => !isUnder(`/${route.path.join("/")}`, NEXT_AUTH_PATH)).sort((a, b) => compareRoutePaths(a.path, b.path));
  routes.forEach((route, i) => {
    // Next.js refuses to build these too
    if (i > 0 && compareRoutePaths(routes[i - 1]!.path, route.path) === 0) throw new Error(`two route.ts files answer /${route.path.join("/")}`);
    // Refused here, at build time: the table would otherwise stop `npm start` at boot (apiRouteEntry)
    const problem = routeExportsProblem(readFileSync(path.join(appDir, ...route.folders, "route.ts"), "utf8"));
    if (problem) throw new Error(`${["app", ...route.folders, "route.ts"].join("/")} ${problem}`);
  });
  return routes;
}

/** `(group)` organises folders without entering the URL; `@slot` (a parallel route) does not enter it either. */
function isGroup(folder: string): boolean {
  return (folder.startsWith("(") && folder.endsWith(")")) || folder.startsWith("@");
}

function isUnder(urlPath: string, prefix: string): boolean {
  return urlPath === prefix || urlPath.startsWith(`${prefix}/`);
}

export function apiRoutesSource(routes: ApiRouteFile[]): string {
  const imports = routes.map((route, i) => `import * as route${i} from ${JSON.stringify(`@/app/${route.folders.join("/")}/route`)};`);
  const rows = routes.map((route, i) => `  apiRouteEntry(${JSON.stringify(route.path)}, route${i}),`);
  return [
    "// Generated from the route.ts files under app/api and app/airtrail/api by server/generate-api-routes.ts: do not edit. `npm run build`",
    "// rewrites it (`npx tsx scripts/build-server.ts` alone too); server/api-routes.test.ts fails when it is not current.",
    'import { apiRouteEntry, type ApiRouteEntry } from "./api-route-table";',
    ...imports,
    "",
    "/** In Next.js's matching order: the first entry whose pattern matches a path answers it. */",
    "export const API_ROUTES: ApiRouteEntry[] = [",
    ...rows,
    "];",
    "",
  ].join("\n");
}
