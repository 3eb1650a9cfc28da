import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Production code (everything the server, the pages and the shell commands run) must not import the test
 * harnesses, oracles or benchmarks: they stay out of the build and may change without touching the product.
 * Tests colocated with production code (`*.test.ts`) are test code and may import them.
 */

const ROOT = path.resolve(__dirname, "..");
const PRODUCTION_ROOTS = ["lib", "app", "components", "i18n", "server", "scripts", "server.ts", "instrumentation.ts", "proxy.ts", "next.config.mjs"];
const HARNESS_FOLDERS = ["test", "bench"];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "generated", ".next", "dist"]);
// `from "x"`, `import "x"`, `import("x")`, `require("x")`
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  let stats;
  try {
    stats = statSync(full);
  } catch {
    return [];
  }
  if (stats.isFile()) return SOURCE.test(entry) ? [entry] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    child.isDirectory() && SKIPPED_FOLDERS.has(child.name) ? [] : sourceFiles(path.join(entry, child.name)),
  );
}

/** Where an import specifier points, relative to the repository root; null for packages. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return path.normalize(specifier.slice(2));
  if (specifier.startsWith(".")) return path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier));
  return null;
}

function harnessImports(files: readonly string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const match of read(file).matchAll(SPECIFIER)) {
      const target = targetOf(file, match[1]!);
      if (target && HARNESS_FOLDERS.some((folder) => target === folder || target.startsWith(`${folder}${path.sep}`))) {
        found.push(`${file} imports ${match[1]}`);
      }
    }
  }
  return found;
}

describe("production code", () => {
  it("imports nothing from test/ or bench/", () => {
    const files = PRODUCTION_ROOTS.flatMap(sourceFiles).filter((file) => !TEST_FILE.test(file));
    expect(files.length).toBeGreaterThan(100);
    expect(harnessImports(files, (file) => readFileSync(path.join(ROOT, file), "utf8"))).toEqual([]);
  });

  it("is recognized by every import form, relative or aliased", () => {
    const sources: Record<string, string> = {
      "lib/a.ts": `import { x } from "@/test/support/fixtures";`,
      "lib/b/c.ts": `export * from "../../bench/api/args";`,
      "app/d.ts": `const m = await import("@/bench/import");`,
      "scripts/e.ts": `import "../test/oracles/naive-stats";`,
      "lib/f.ts": `import { y } from "@/lib/testing-free"; import z from "zod"; import { w } from "./test/inner";`,
    };
    expect(harnessImports(Object.keys(sources), (file) => sources[file]!)).toEqual([
      "lib/a.ts imports @/test/support/fixtures",
      "lib/b/c.ts imports ../../bench/api/args",
      "app/d.ts imports @/bench/import",
      "scripts/e.ts imports ../test/oracles/naive-stats",
    ]);
  });
});
