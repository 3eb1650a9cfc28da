import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The data build reads the source packages' files directly (they are devDependencies): their formats matter
 * only here, never to the running app, which reads the files the build writes.
 */

export function packageDir(name: string): string {
  return path.join(process.cwd(), "node_modules", name);
}

export function packageVersion(name: string): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(packageDir(name), "package.json"), "utf8"));
  const version = (manifest as { version?: unknown }).version;
  if (typeof version !== "string") throw new Error(`${name}: no version in package.json`);
  return version;
}

export function readPackageJson(name: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(packageDir(name), file), "utf8"));
}
