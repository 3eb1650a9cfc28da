import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** Helpers shared by the catalogue check (messages/catalogues.test.ts) and the visible-strings check. */
export const ROOT = path.resolve(__dirname, "../..");
export const MESSAGES_DIR = path.join(ROOT, "messages");

export type Catalogue = Record<string, string>;

/** The argument names of a parsed message, plural and select branches included. */
export function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

/** A catalogue file as "Namespace.sub.key" → message. */
export function readCatalogue(locale: string): Catalogue {
  return flatten(JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), "utf8")) as object);
}

function flatten(tree: object, prefix = ""): Catalogue {
  const flat: Catalogue = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat[full] = value;
    else if (value && typeof value === "object") Object.assign(flat, flatten(value as object, full));
    else flat[full] = String(value); // not a message: the parse check names it
  }
  return flat;
}

/** The code that shows text: app/ and components/ (and i18n/), without tests; app/api and app/docs stay English. */
export function uiSourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
    });
  return ["app", "components", "i18n"].flatMap((dir) => walk(path.join(ROOT, dir))).map((file) => path.relative(ROOT, file).split(path.sep).join("/")).sort();
}

export function parseSource(file: string): ts.SourceFile {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

export function visit(node: ts.Node, callback: (node: ts.Node) => void): void {
  callback(node);
  node.forEachChild((child) => visit(child, callback));
}

const TRANSLATOR_FACTORIES = new Set(["useTranslations", "getTranslations"]);

/** A call of useTranslations / getTranslations: its namespace ("" for the root), or null when it is not a literal. */
export function translatorNamespace(call: ts.CallExpression): string | null {
  const [first] = call.arguments;
  if (!first) return "";
  if (ts.isStringLiteralLike(first)) return first.text;
  if (ts.isObjectLiteralExpression(first)) {
    const namespace = first.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === "namespace");
    if (!namespace) return "";
    return namespace && ts.isPropertyAssignment(namespace) && ts.isStringLiteralLike(namespace.initializer) ? namespace.initializer.text : null;
  }
  return null;
}

export function isTranslatorFactory(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TRANSLATOR_FACTORIES.has(node.expression.text);
}

/** The namespaces a file takes translators for (each literal), and the string literals it holds. */
export function namespacesAndLiterals(source: ts.SourceFile): { namespaces: Set<string>; literals: Set<string> } {
  const namespaces = new Set<string>();
  const literals = new Set<string>();
  visit(source, (node) => {
    if (isTranslatorFactory(node)) {
      const namespace = translatorNamespace(node);
      if (namespace !== null) namespaces.add(namespace);
    }
    if (ts.isStringLiteralLike(node)) literals.add(node.text);
  });
  return { namespaces, literals };
}

/** Whether a literal in a file is a message key there: relative to one of its namespaces, or a full path. */
export function isKeyIn(literal: string, namespaces: Set<string>, catalogue: Catalogue): boolean {
  if (literal in catalogue) return true;
  for (const namespace of namespaces) if (namespace && `${namespace}.${literal}` in catalogue) return true;
  return false;
}

/** Whether a file starts with the "use client" directive. */
function isClientEntry(source: ts.SourceFile): boolean {
  const first = source.statements[0];
  return Boolean(first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === "use client");
}

/** The project files a file imports (static, and dynamic unless left out), resolved like the bundler: "@/x", "./x", "x.ts(x)", "x/index". */
function importedFiles(file: string, source: ts.SourceFile, known: Set<string>, dynamicImports: boolean): string[] {
  const found: string[] = [];
  visit(source, (node) => {
    const typeOnly = (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) || (ts.isExportDeclaration(node) && node.isTypeOnly);
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !typeOnly
        ? node.moduleSpecifier.text
        : dynamicImports && ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])
          ? node.arguments[0].text
          : null;
    if (!specifier) return;
    const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.posix.join(path.posix.dirname(file), specifier) : null;
    if (base === null) return;
    const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => known.has(candidate));
    if (target) found.push(target);
  });
  return found;
}

/**
 * The files of the browser's code that route files render: from the entries through the server files they import, each
 * "use client" file reached and everything it imports, transitively. A server file is followed for its imports only.
 */
export function clientFilesReached(entries: readonly string[], files: readonly { file: string; source: ts.SourceFile }[]): Set<string> {
  const byName = new Map(files.map((entry) => [entry.file, entry.source]));
  const isClient = (file: string) => isClientEntry(byName.get(file)!);
  const serverSide = importClosure(files, entries, { follow: (file) => !isClient(file) });
  return importClosure(files, [...serverSide].filter(isClient));
}

/** The files that run in the browser: each "use client" file and everything it imports, transitively. */
export function clientFiles(files: readonly { file: string; source: ts.SourceFile }[]): Set<string> {
  return importClosure(files, files.filter((entry) => isClientEntry(entry.source)).map((entry) => entry.file));
}

/**
 * The entries and every file they import, transitively; with `dynamicImports: false`, only what loads with them; with
 * `follow`, a reached file's imports are followed only when it says so (the file itself is still reached).
 */
export function importClosure(
  files: readonly { file: string; source: ts.SourceFile }[],
  entries: readonly string[],
  { dynamicImports = true, follow = (_file: string): boolean => true }: { dynamicImports?: boolean; follow?: (file: string) => boolean } = {},
): Set<string> {
  const byName = new Map(files.map((entry) => [entry.file, entry.source]));
  const known = new Set(byName.keys());
  const reached = new Set(entries);
  const queue = [...reached];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (!follow(file)) continue;
    for (const imported of importedFiles(file, byName.get(file)!, known, dynamicImports)) {
      if (!reached.has(imported)) {
        reached.add(imported);
        queue.push(imported);
      }
    }
  }
  return reached;
}
