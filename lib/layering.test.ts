import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// lib/ is the domain: app/ (pages, route handlers), components/ (the React views) and server/ (the production server)
// are built on it, never the other way round. A lib module importing them would tie the domain to one way of serving it.
const ROOT = path.resolve(__dirname, "..");
const LIB = path.join(ROOT, "lib");
const FORBIDDEN = ["app", "components", "server"].map((name) => path.join(ROOT, name)); // `@/server` also names server.ts

/**
 * The floors of lib/: each folder (or top-level file) of lib/ and the floor it stands on. A module imports its own
 * folder and folders on its floor or below, never above; folders on one floor may import each other only one way
 * (the cycle test below). A new folder gets a floor here before it gets code.
 */
const FLOORS: Record<string, number> = {
  // 0, the foundation: knows no domain; errors, clocks, text, configuration (parses the environment, imports nothing
  // above it), the database client and migrations, the log
  errors: 0, random: 0, "lru-cache": 0, "instance-id": 0, "process-singleton": 0, time: 0, "storable-text": 0, images: 0, config: 0, db: 0, log: 0,
  // 1, who asks and what the world holds: principals and sessions, rate limits, scopes, reference data (airports,
  // airlines, aircraft), the CO₂ factors, the webhook outbox written in a change's transaction, the health check, the
  // named leases and the scheduler every instance shares (any feature may run under one)
  limits: 1, auth: 1, scope: 1, reference: 1, co2: 1, outbox: 1, health: 1, periodic: 1,
  // 2, the log: flights and seats (and the rules every view counts them by), journeys, users
  flights: 2, journeys: 2, users: 2,
  // 3, views of the log: statistics and their rollups, trips, the year in review, share pages, the file formats
  stats: 3, trips: 3, review: 3, share: 3, formats: 3,
  // 4, the HTTP transport and contract: answers, errors, queries, the OpenAPI documents built from the schemas below
  api: 4,
  // 5, features at the edge, each served over the transport: import, export, backup, calendar feeds, flight capture,
  // webhook delivery, instance setup, the offline app's session-authenticated sync routes
  import: 5, export: 5, backup: 5, calendar: 5, capture: 5, webhooks: 5, setup: 5, sync: 5,
  // 6, the background work the server does on its own (the one registry), which calls into the features below it
  background: 6,
};

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

/** The folder of lib/ a path belongs to ("flights"), or a top-level file's name ("errors"); null outside lib/. */
function unitOf(target: string): string | null {
  const relative = path.relative(LIB, target);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [first = "", ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : first.replace(/\.(ts|tsx)$/, "");
}

/** Test files may reach any floor for their fixtures; the floors bind the code that ships. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** unit → unit → the import lines behind the edge, over lib's shipped code. */
function unitGraph(files: { file: string; text: string }[]): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const { file, text } of files) {
    const from = unitOf(file);
    for (const specifier of specifiersOf(text)) {
      const target = resolvedPath(file, specifier);
      const to = target && unitOf(target);
      if (!from || !to || from === to) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges.set(to, [...(edges.get(to) ?? []), `${path.relative(ROOT, file)} imports ${specifier}`]));
    }
  }
  return graph;
}

/** The graph's cycles, one per strongly connected component of two or more units (Tarjan), each as a path. */
function cyclesOf(graph: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit)!);
    stack.push(unit);
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const component: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      component.push(member);
      if (member === unit) break;
    }
    if (component.length > 1) components.push(component);
  };
  for (const unit of graph.keys()) if (!index.has(unit)) visit(unit);
  return components.map((component) => cycleWithin(graph, new Set(component)));
}

/** One cycle through a strongly connected component, as the path a reader can follow: a -> b -> ... -> a. */
function cycleWithin(graph: Map<string, Map<string, string[]>>, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift()!;
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = unit; at !== start && at !== undefined; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, unit);
        queue.push(next);
      }
    }
  }
  return [...component];
}

const shipped = sourceFiles(LIB)
  .filter((file) => !isTest(file))
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));

describe("lib/ imports", () => {
  it("never reach into app/, components/ or server/", () => {
    const offending: string[] = [];
    for (const file of sourceFiles(LIB)) {
      for (const specifier of specifiersOf(readFileSync(file, "utf8"))) {
        const target = resolvedPath(file, specifier);
        if (target && FORBIDDEN.some((dir) => target === dir || target.startsWith(`${dir}${path.sep}`))) {
          offending.push(`${path.relative(ROOT, file)} imports ${specifier}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it("give every folder and top-level file of lib/ a floor", () => {
    const units = readdirSync(LIB)
      .filter((name) => statSync(path.join(LIB, name)).isDirectory() || (/\.(ts|tsx)$/.test(name) && !isTest(name)))
      .map((name) => name.replace(/\.(ts|tsx)$/, ""));
    expect(units.filter((unit) => !(unit in FLOORS))).toEqual([]);
  });

  it("point only to their own floor or below", () => {
    const upward: string[] = [];
    for (const [from, edges] of unitGraph(shipped)) {
      for (const [to, lines] of edges) {
        if ((FLOORS[to] ?? Infinity) > (FLOORS[from] ?? -Infinity)) {
          upward.push(...lines.map((line) => `${line} (floor ${FLOORS[from]} -> ${FLOORS[to]})`));
        }
      }
    }
    expect(upward).toEqual([]);
  });

  it("form no cycle between folders", () => {
    const graph = unitGraph(shipped);
    expect(cyclesOf(graph).map((cycle) => cycle.join(" -> "))).toEqual([]);
  });
});
