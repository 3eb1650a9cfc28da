import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The documents a newcomer and an operator read: they must keep up with the code (every lib/ folder explained) and
// with each other (no link into a file or heading that is gone), and the README stays a front page.
const ROOT = path.resolve(__dirname, "..");
const README_MAX_LINES = 260;

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The text of one `## ` section of a Markdown file, up to the next `## ` heading. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) return "";
  const end = text.indexOf("\n## ", start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** Fenced blocks and code spans hold examples, not links. */
const withoutCode = (text: string) => text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of text.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6} (.+)$/gm)) {
    const base = heading!.toLowerCase().replace(/[^\p{L}\p{M}\p{Nd}\p{Pc} -]/gu, "").replace(/ /g, "-");
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Every relative link of a Markdown file that does not resolve: a missing file, or a missing heading in it. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const [, target] of withoutCode(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue; // https:, mailto:
    const [filePart, anchor] = target!.split("#") as [string, string | undefined];
    const resolved = filePart === "" ? path.join(ROOT, file) : path.resolve(path.dirname(path.join(ROOT, file)), filePart);
    if (!existsSync(resolved)) broken.push(`${file}: ${target} (no such file)`);
    else if (anchor !== undefined && !anchorsOf(readFileSync(resolved, "utf8")).has(anchor)) broken.push(`${file}: ${target} (no such heading)`);
  }
  return broken;
}

describe("docs/architecture.md", () => {
  it("names every folder of lib/ in its folder list", () => {
    const listed = section(read("docs/architecture.md"), "lib/ folders");
    const folders = readdirSync(path.join(ROOT, "lib"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "generated")
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((name) => !listed.includes(`lib/${name}/`))).toEqual([]);
  });
});

describe("README.md", () => {
  it(`stays a front page of at most ${README_MAX_LINES} lines (the rest lives in docs/)`, () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe("relative links in the README, CONTRIBUTING and docs/", () => {
  const files = ["README.md", "CONTRIBUTING.md", ...readdirSync(path.join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join("docs", name))];

  it("lead to a file that exists and, with an anchor, to a heading in it", () => {
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it("take headings' anchors as GitHub makes them", () => {
    expect(anchorsOf("# A\n## How CO₂ is estimated\n## A\n")).toEqual(new Set(["a", "how-co-is-estimated", "a-1"]));
  });
});
