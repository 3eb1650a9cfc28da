import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Where UI code lives (CONTRIBUTING.md): app/ holds routes only, components/ the views and what shapes them, lib/ the
// domain and data. Pages import components, never the reverse; a component gets a route's server actions as props.
const ROOT = path.resolve(__dirname, "..");
const APP = path.join(ROOT, "app");

/** The files Next.js gives a meaning by their name, and a route's own server actions and answers beside them. */
const ROUTE_FILE =
  /^(page\.tsx|layout\.tsx|template\.tsx|loading\.tsx|error\.tsx|global-error\.tsx|not-found\.tsx|default\.tsx|route\.ts|manifest\.ts|globals\.css|(apple-)?icon\.(svg|png|ico)|(.+-)?actions?\.ts|.+-answer\.ts|.+\.test\.tsx?)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function foldersUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [path.join(dir, entry.name), ...foldersUnder(path.join(dir, entry.name))] : []));
}

/** Every module a file imports at run time (static and dynamic imports, re-exports; `import type` left out). */
function runtimeImportsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)) {
    const statement = text.slice(text.lastIndexOf("\n", match.index) + 1, match.index);
    if (!/^\s*(import|export)\s+type\b/.test(statement)) found.push(match[1]!);
  }
  return found;
}

/** Every module a file imports, types too. */
function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)].map((match) => match[1]!);
}

function resolvedPath(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return path.join(ROOT, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  return null; // a package
}

// the components themselves; their tests may reach anywhere (this one names offending imports as examples)
const componentFiles = () => filesUnder(path.join(ROOT, "components")).filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));
const relative = (file: string) => path.relative(ROOT, file);

describe("where UI code lives", () => {
  it("components never import app/ (types included)", () => {
    const offending = componentFiles().flatMap((file) =>
      importsOf(readFileSync(file, "utf8"))
        .filter((specifier) => {
          const target = resolvedPath(file, specifier);
          return target !== null && (target === APP || target.startsWith(`${APP}${path.sep}`));
        })
        .map((specifier) => `${relative(file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("components never read the database themselves (lib/db, the Prisma clients: types only)", () => {
    const offending = componentFiles().flatMap((file) =>
      runtimeImportsOf(readFileSync(file, "utf8"))
        .filter((specifier) => /^@prisma\/|^@\/lib\/db(\/|$)|generated\/prisma/.test(specifier))
        .map((specifier) => `${relative(file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("app/ has no private folders (_lib, _components): what they held lives in components/ or lib/", () => {
    const offending = foldersUnder(APP).filter((dir) => path.basename(dir).startsWith("_")).map(relative);
    expect(offending).toEqual([]);
  });

  it("app/ holds route files only: Next's named files, a route's server actions (actions.ts) and answers (*-answer.ts)", () => {
    const offending = filesUnder(APP).filter((file) => !ROUTE_FILE.test(path.basename(file))).map(relative);
    expect(offending).toEqual([]);
  });

  it("knows a component importing a route, and a helper left in app/, when it sees one", () => {
    const file = path.join(ROOT, "components", "x", "y.tsx");
    expect(importsOf('import { a } from "@/app/(app)/flights/actions";').map((s) => resolvedPath(file, s))).toEqual([path.join(APP, "(app)/flights/actions")]);
    expect(runtimeImportsOf('import type { Db } from "@/lib/db/client";\nimport { getDb } from "@/lib/db/client";')).toEqual(["@/lib/db/client"]);
    expect(ROUTE_FILE.test("load-flight.ts")).toBe(false);
    expect(ROUTE_FILE.test("import-wizard.tsx")).toBe(false);
    expect(ROUTE_FILE.test("sign-out-action.ts")).toBe(true);
  });
});
