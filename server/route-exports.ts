import ts from "typescript";
import { HTTP_METHODS } from "@/lib/api/transport/route-methods";

/** How every API route exports its methods: the production server's short path calls all seven. */
export const ROUTE_EXPORTS_USAGE = `export const { ${HTTP_METHODS.join(", ")} } = routeMethods({ GET: apiRoute(...) })`;

const MAKERS = new Set(["routeMethods", "notFoundMethods"]);
const METHODS = new Set<string>(HTTP_METHODS);

/**
 * What is wrong with an API route.ts's exports, or null: its HTTP methods must all come from one
 * `export const { GET, HEAD, ... } = routeMethods(...)` (or notFoundMethods). A plain Next.js handler
 * (`export async function GET`) builds and works under `next dev`, but the short path could not answer it.
 */
export function routeExportsProblem(source: string): string | null {
  const file = ts.createSourceFile("route.ts", source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const fromMaker = new Set<string>();
  const otherwise: string[] = [];
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const names = boundNames(declaration.name).filter((name) => METHODS.has(name));
        const made = declaration.initializer && isMakerCall(declaration.initializer) && ts.isObjectBindingPattern(declaration.name);
        if (made) names.forEach((name) => fromMaker.add(name));
        else otherwise.push(...names);
      }
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && isExported(statement) && statement.name) {
      if (METHODS.has(statement.name.text)) otherwise.push(statement.name.text);
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!clause) otherwise.push("export *");
      else if (ts.isNamedExports(clause)) for (const element of clause.elements) if (METHODS.has(element.name.text)) otherwise.push(element.name.text);
    }
  }
  if (otherwise.length > 0) return `exports ${[...new Set(otherwise)].join(", ")} itself; use routeMethods: ${ROUTE_EXPORTS_USAGE}`;
  const missing = HTTP_METHODS.filter((method) => !fromMaker.has(method));
  if (missing.length > 0) return `does not export ${missing.join(", ")} from routeMethods; use routeMethods: ${ROUTE_EXPORTS_USAGE}`;
  return null;
}

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

/** The exported names a binding makes: `GET` of `const GET = ...`, `GET` and `POST` of `const { GET, POST: P } = ...`. */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  const names: string[] = [];
  for (const element of name.elements) {
    if (ts.isOmittedExpression(element)) continue;
    names.push(...boundNames(element.name));
  }
  return names;
}

function isMakerCall(expression: ts.Expression): boolean {
  return ts.isCallExpression(expression) && ts.isIdentifier(expression.expression) && MAKERS.has(expression.expression.text);
}
