import { parse } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { CLIENT_MESSAGES, type MessageGroup } from "@/i18n/client-messages";
import { argumentsOf, clientFilesReached, isTranslatorFactory, namespacesAndLiterals, parseSource, readCatalogue, translatorNamespace, uiSourceFiles, visit } from "@/test/support/i18n-sources";

// messages/en.json is the source; every other language has exactly its keys, and every key is used by code.
const english = readCatalogue("en");
const others = LOCALES.filter((locale) => locale !== "en");

describe("the catalogues", () => {
  it.each(others)("%s has exactly the English keys", (locale) => {
    const catalogue = readCatalogue(locale);
    const missing = Object.keys(english).filter((key) => !(key in catalogue)).map((key) => `${locale}: missing ${key}`);
    const extra = Object.keys(catalogue).filter((key) => !(key in english)).map((key) => `${locale}: ${key} is not in en.json`);
    expect([...missing, ...extra]).toEqual([]);
  });

  it.each([...LOCALES])("every %s message is valid ICU, with English's placeholders", (locale) => {
    const catalogue = readCatalogue(locale);
    const problems: string[] = [];
    for (const [key, message] of Object.entries(catalogue)) {
      try {
        new IntlMessageFormat(message, locale);
        const names = [...argumentsOf(parse(message))].sort().join(", ");
        const englishNames = english[key] === undefined ? names : [...argumentsOf(parse(english[key]))].sort().join(", ");
        if (names !== englishNames) problems.push(`${locale}: ${key} has {${names}}, English has {${englishNames}}`);
      } catch (error) {
        problems.push(`${locale}: ${key} does not parse (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Translator variables of a file: `const t = useTranslations(…)` / `await getTranslations(…)`. */
function translatorNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  visit(source, (node) => {
    if (!ts.isVariableDeclaration(node) || !node.initializer || !ts.isIdentifier(node.name)) return;
    const value = ts.isAwaitExpression(node.initializer) ? node.initializer.expression : node.initializer;
    if (isTranslatorFactory(value)) names.add(node.name.text);
  });
  return names;
}

/** What the scan cannot see: a namespace or key computed at run time, or t.raw (CONTRIBUTING, "Languages"). */
function unscannable(file: string, source: ts.SourceFile): string[] {
  const translators = translatorNames(source);
  const found: string[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  visit(source, (node) => {
    if (isTranslatorFactory(node) && translatorNamespace(node) === null) found.push(`${where(node)} namespace is not a string literal`);
    if (!ts.isCallExpression(node)) return;
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && translators.has(callee.expression.text) && callee.name.text === "raw") {
      found.push(`${where(node)} uses ${callee.getText()}`);
    }
    const calledTranslator = ts.isIdentifier(callee) ? callee : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) ? callee.expression : null;
    const key = node.arguments[0];
    if (calledTranslator && translators.has(calledTranslator.text) && key && (ts.isTemplateExpression(key) || ts.isBinaryExpression(key))) {
      found.push(`${where(node)} builds a key at run time: ${key.getText()}`);
    }
  });
  return found;
}

describe("the code and the catalogue", () => {
  const files = uiSourceFiles().map((file) => ({ file, source: parseSource(file) }));

  it("uses every English key (a literal key in a file holding a translator for its namespace, or the full key)", () => {
    const used = new Set<string>();
    for (const { source } of files) {
      const { namespaces, literals } = namespacesAndLiterals(source);
      for (const literal of literals) {
        if (literal in english) used.add(literal);
        for (const namespace of namespaces) if (namespace && `${namespace}.${literal}` in english) used.add(`${namespace}.${literal}`);
      }
    }
    expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
  });

  const groups = Object.entries(CLIENT_MESSAGES) as [MessageGroup, (typeof CLIENT_MESSAGES)[MessageGroup]][];
  const ROUTE_FILE = /\/(page|layout|error|not-found|loading|template|default|global-error)\.tsx?$/;
  /** The group a route file's pages belong to: the one with the deepest folder holding it. */
  const groupOf = (file: string) =>
    groups.filter(([, { folder }]) => file.startsWith(`${folder}/`)).sort(([, a], [, b]) => b.folder.length - a.folder.length)[0]?.[0];

  /** The namespaces the given client files read, without one another's sub-namespaces. */
  function namespacesRead(client: Set<string>): string[] {
    const needed = new Set<string>();
    for (const { file, source } of files) {
      if (!client.has(file)) continue;
      const { namespaces, literals } = namespacesAndLiterals(source);
      for (const namespace of namespaces) if (namespace) needed.add(namespace);
      // a full key (a root translator's, or a map of them such as CONTINENT_KEYS): its screen or area
      for (const literal of literals) if (literal in english) needed.add(literal.split(".").slice(0, -1).join("."));
    }
    const covered = (namespace: string) => [...needed].some((other) => other !== namespace && namespace.startsWith(`${other}.`));
    return [...needed].filter((namespace) => !covered(namespace)).sort();
  }

  it.each(groups.map(([group]) => group))("hands the browser exactly the namespaces the %s group's components read", (group) => {
    const routeFiles = files.map(({ file }) => file).filter((file) => ROUTE_FILE.test(file) && groupOf(file) === group);
    expect(routeFiles, `route files under ${CLIENT_MESSAGES[group].folder}`).not.toEqual([]);
    const needed = namespacesRead(clientFilesReached(routeFiles, files));
    expect([...CLIENT_MESSAGES[group].namespaces].sort(), `i18n/client-messages.ts, ${group}`).toEqual(needed);
    const layout = `${CLIENT_MESSAGES[group].folder}/layout.tsx`;
    expect(files.find(({ file }) => file === layout)?.source.text, `${layout} hands them`).toContain(`<ClientMessages group="${group}">`);
  });

  it("chooses namespaces and keys from literals the scan can see (no t.raw, no key built from parts)", () => {
    expect(files.flatMap(({ file, source }) => unscannable(file, source))).toEqual([]);
  });
});
