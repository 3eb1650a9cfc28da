import ts from "typescript";
import { describe, expect, it } from "vitest";
import { isKeyIn, namespacesAndLiterals, parseSource, readCatalogue, uiSourceFiles, visit } from "@/test/support/i18n-sources";

/**
 * Every word a person reads comes from the catalogues (messages/*.json). This fails on a visible English literal in
 * a page or component: JSX text with letters, a string in a prop that is shown or read aloud (aria-label, title,
 * placeholder, alt, label, …Label, …Text, hint, legend, message, …) or in such a property of an object literal, and
 * the page's metadata title and description. Strings that are message keys are not visible text.
 */

/**
 * Props and properties whose string value is shown to a person or read to them (not a picker's `noun`: a code the
 * Combobox words from the catalogue, PickerNoun in components/ui/combobox.tsx).
 */
const VISIBLE_NAME = /^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|legend|hint|note|caption|summary|message|success|description|heading|text|emptyText|[a-z]+(Label|Text|Title|Hint|Message|Heading|Description))$/;

/** Never translated: the product's name, and the pages that must stay English (the API's documentation and routes; not the header around the docs, which is the app's). */
const BRAND = /Contrail/g;
const EXEMPT = [/^app\/docs\/(?!layout\.tsx$)/, /^app\/api\//, /^app\/airtrail\/api\//, /\/route\.ts$/, /\.generated\.ts$/];

/**
 * Files with English left to convert, sorted. Shrink it as you convert (CONTRIBUTING, "Languages"); a listed file
 * with nothing left to convert fails too, so the list never goes stale.
 */
const NOT_YET_TRANSLATED: readonly string[] = [];

const english = readCatalogue("en");

function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(BRAND, ""));
}

/** The visible English literals of a file, as "line: text". */
function visibleLiterals(file: string): string[] {
  const source = parseSource(file);
  const { namespaces } = namespacesAndLiterals(source);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!hasWords(text) || isKeyIn(text, namespaces, english)) return;
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim().replace(/\s+/g, " ")}`);
  };
  /** The literals a value shows: itself, both branches of a condition, the parts of `a ?? b` / `a || b`, a template's text. */
  const shown = (node: ts.Node | undefined): void => {
    if (!node) return;
    if (ts.isStringLiteralLike(node)) report(node, node.text);
    else if (ts.isTemplateExpression(node)) [node.head, ...node.templateSpans.map((span) => span.literal)].forEach((part) => report(node, part.text));
    else if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node)) shown(node.expression);
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(shown);
    else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(node.operatorToken.kind)) shown(node.right);
  };
  visit(source, (node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) shown(node.expression);
    else if (ts.isJsxAttribute(node) && VISIBLE_NAME.test(node.name.getText())) shown(node.initializer);
    else if (ts.isPropertyAssignment(node) && VISIBLE_NAME.test(node.name.getText().replace(/["']/g, ""))) shown(node.initializer);
    else if (ts.isVariableDeclaration(node) && node.name.getText() === "metadata" && node.initializer) shown(node.initializer);
  });
  return found;
}

describe("visible text comes from the catalogues", () => {
  const files = uiSourceFiles().filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));
  const withEnglish = new Map(files.map((file) => [file, visibleLiterals(file)] as const).filter(([, found]) => found.length > 0));

  it("no page or component outside NOT_YET_TRANSLATED shows an English literal", () => {
    const unlisted = [...withEnglish].filter(([file]) => !NOT_YET_TRANSLATED.includes(file)).flatMap(([file, found]) => found.map((line) => `${file}:${line}`));
    expect(unlisted).toEqual([]);
  });

  it("NOT_YET_TRANSLATED lists only files with English left, sorted", () => {
    expect(NOT_YET_TRANSLATED.filter((file) => !withEnglish.has(file))).toEqual([]);
    expect([...NOT_YET_TRANSLATED]).toEqual([...NOT_YET_TRANSLATED].sort());
  });
});
