import { airtrailOpenApiDocument, openApiDocument } from "@/lib/api/openapi/documents";
import { documentSchemas } from "@/test/openapi/document-schemas";
import type { RawResponse } from "./http";

/**
 * Checks an answer the contract tests receive against the OpenAPI document of its base path: the operation its path
 * and method name, the status among that operation's responses, the media type and the body against its schema.
 * A documented path asked with another method must answer 405 (or 404 when the server reads the path as unknown), and
 * an unknown path under the base path 404, both with the Failure body. Paths outside every base path (pages,
 * next-auth's /api/auth) are not checked.
 */

interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject | { $ref: string }> }>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, ResponseObject> };
}
interface ResponseObject {
  content?: Record<string, { schema: unknown }>;
  headers?: Record<string, unknown>;
}

/** One entry per API, each with its Failure schema (the body of an unknown path's 404 and a 405). */
const DOCUMENTS: Document[] = [openApiDocument as unknown as Document, airtrailOpenApiDocument as unknown as Document];
const EXCLUDED_PREFIXES = ["/api/auth/"];

const apis = DOCUMENTS.map((document) => ({
  document,
  basePath: document.servers[0]!.url,
  compile: documentSchemas(document),
  templates: Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
  })),
}));

const validated: Record<string, number> = Object.fromEntries(apis.map(({ basePath }) => [basePath, 0]));

/** How many answers this process has checked, per base path. */
export function validatedResponses(): Record<string, number> {
  return { ...validated };
}

function mediaTypeOf(res: RawResponse): string {
  return String(res.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Throws an Error saying how the answer differs from the document; returns quietly when it fits or is not checked. */
export function checkAgainstDocument(method: string, rawPath: string, res: RawResponse): void {
  const path = rawPath.split("?")[0]!;
  if (EXCLUDED_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
  const api = apis.find(({ basePath }) => path === basePath || path.startsWith(`${basePath}/`));
  if (!api) return;
  const where = `${method} ${rawPath} → ${res.status}`;
  const relative = path.slice(api.basePath.length);
  const template = api.templates.find(({ pattern }) => pattern.test(relative))?.template;
  const item = template === undefined ? undefined : api.document.paths[template]!;
  const operation = item?.[method.toLowerCase()];

  if (!operation) {
    const allowed = item ? [405, 404] : [404];
    if (!allowed.includes(res.status)) throw new Error(`${where}: expected ${allowed.join(" or ")} for ${item ? "an undocumented method" : "an unknown path"}`);
    if (method === "HEAD") checkNoBody(where, res);
    else checkBody(api, where, res, { $ref: "#/components/schemas/Failure" });
    if (res.status === 405) {
      const allow = Object.keys(item!).map((m) => m.toUpperCase()).join(", ");
      if (res.headers.allow !== allow) throw new Error(`${where}: Allow is ${res.headers.allow}, the document says ${allow}`);
    }
    validated[api.basePath]! += 1;
    return;
  }

  const documented = operation.responses[String(res.status)];
  if (!documented) throw new Error(`${where}: status not documented for ${method} ${template}`);
  const response = "$ref" in documented ? api.document.components.responses[documented.$ref.split("/").pop()!]! : documented;
  if (method === "HEAD") {
    checkNoBody(where, res);
  } else if (response.content) {
    const type = mediaTypeOf(res);
    const media = response.content[type];
    if (!media) throw new Error(`${where}: media type ${type} not documented (${Object.keys(response.content).join(", ")})`);
    checkBody(api, where, res, media.schema, type === "application/json" ? res.json : res.text);
  }
  validated[api.basePath]! += 1;
}

function checkNoBody(where: string, res: RawResponse): void {
  if (res.text !== "") throw new Error(`${where}: HEAD answered a body`);
}

function checkBody(api: (typeof apis)[number], where: string, res: RawResponse, schema: unknown, body: unknown = res.json): void {
  const validate = api.compile(schema);
  if (!validate(body)) {
    throw new Error(`${where}: the body does not fit the document: ${JSON.stringify(validate.errors?.slice(0, 3))}\n${res.text.slice(0, 500)}`);
  }
}
