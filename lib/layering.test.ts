import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// lib/ is the domain: app/ (pages, route handlers), components/ (the React views) and server/ (the production server)
// are built on it, never the other way round. A lib module importing them would tie the domain to one way of serving it.
const ROOT = path.resolve(__dirname, "..");
const FORBIDDEN = ["app", "components", "server"].map((name) => path.join(ROOT, name)); // `@/server` also names server.ts

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier of a file: static and dynamic imports, re-exports. */
function specifiersOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)) found.push(match[1]!);
  return found;
}

function resolvedPath(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return path.join(ROOT, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  return null; // a package
}

describe("lib/ imports", () => {
  it("never reach into app/, components/ or server/", () => {
    const offending: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, "lib"))) {
      for (const specifier of specifiersOf(readFileSync(file, "utf8"))) {
        const target = resolvedPath(file, specifier);
        if (target && FORBIDDEN.some((dir) => target === dir || target.startsWith(`${dir}${path.sep}`))) {
          offending.push(`${path.relative(ROOT, file)} imports ${specifier}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
