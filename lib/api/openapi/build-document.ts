import { z } from "zod";

/**
 * Builds an OpenAPI 3.1 document from a list of operations whose parameters and bodies are the zod schemas the
 * server validates requests with and types its answers with (zod 4's own JSON Schema output), so the description
 * cannot drift from the code. Another base path (another API) is another list of operations.
 */

type Schema = z.ZodType;

export interface HeaderSpec {
  description: string;
  schema: object;
}

export interface ResponseSpec {
  description: string;
  /** the JSON body's schema, or several bodies by media type */
  body?: Schema | Record<string, Schema>;
  headers?: Record<string, HeaderSpec>;
}

export interface ParameterSpec {
  name: string;
  in: "query" | "path" | "header";
  required?: boolean;
  description: string;
  schema: Schema;
}

export interface OperationSpec {
  method: "get" | "post";
  /** relative to the base path, e.g. /flight/get/{id} */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  parameters?: ParameterSpec[];
  requestBody?: Schema;
  /** a response, or the name of one of the description's shared responses */
  responses: Record<number, ResponseSpec | string>;
  /** false: answered without an API key */
  authenticated?: boolean;
}

export interface ApiDescription {
  info: { title: string; version: string; description: string };
  basePath: string;
  tags: { name: string; description: string }[];
  operations: OperationSpec[];
  /** named request schemas (JSON Schema of what the server accepts) and response schemas (of what it answers) */
  requestSchemas: Record<string, Schema>;
  responseSchemas: Record<string, Schema>;
  sharedResponses: Record<string, ResponseSpec>;
}

type JsonObject = Record<string, unknown>;

const SCHEMA_REF = "#/components/schemas/";
const JSON_MEDIA_TYPE = "application/json";

/** One direction's schemas as JSON Schema: named ones become components, and a root refers to them by $ref. */
function converter(named: Record<string, Schema>, io: "input" | "output") {
  const names = new Map<unknown, string>(Object.entries(named).map(([name, schema]) => [schema, name]));
  const convert = (root: Schema): JsonObject => {
    const { $schema: _, ...json } = z.toJSONSchema(root, {
      io,
      target: "draft-2020-12",
      unrepresentable: "throw",
      override: ({ zodSchema, jsonSchema }) => {
        const name = names.get(zodSchema);
        if (name === undefined || zodSchema === (root as unknown)) return;
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonObject)[key];
        jsonSchema.$ref = SCHEMA_REF + name;
      },
    });
    return json;
  };
  const schemaOf = (schema: Schema): JsonObject => {
    const name = names.get(schema);
    return name === undefined ? convert(schema) : { $ref: SCHEMA_REF + name };
  };
  const components = Object.fromEntries(Object.entries(named).map(([name, schema]) => [name, convert(schema)]));
  return { schemaOf, components };
}

function responseObject(spec: ResponseSpec, schemaOf: (schema: Schema) => JsonObject, withBody: boolean): JsonObject {
  const bodies = spec.body === undefined ? {} : spec.body instanceof z.ZodType ? { [JSON_MEDIA_TYPE]: spec.body } : spec.body;
  const content = Object.fromEntries(Object.entries(bodies).map(([type, schema]) => [type, { schema: schemaOf(schema) }]));
  const headers = spec.headers && Object.fromEntries(Object.entries(spec.headers).map(([name, h]) => [name, { description: h.description, schema: h.schema }]));
  return {
    description: spec.description,
    ...(headers ? { headers } : {}),
    ...(withBody && Object.keys(content).length > 0 ? { content } : {}),
  };
}

export function buildOpenApiDocument(api: ApiDescription) {
  const requests = converter(api.requestSchemas, "input");
  const responses = converter(api.responseSchemas, "output");
  const paths: Record<string, Record<string, JsonObject>> = {};

  const operationObject = (op: OperationSpec, method: "get" | "post" | "head"): JsonObject => {
    const head = method === "head";
    const answers = Object.fromEntries(
      Object.entries(op.responses).map(([status, spec]) => {
        if (typeof spec === "string" && !head) return [status, { $ref: `#/components/responses/${spec}` }];
        const resolved = typeof spec === "string" ? api.sharedResponses[spec]! : spec;
        return [status, responseObject(resolved, responses.schemaOf, !head)];
      }),
    );
    return {
      operationId: head ? `${op.operationId}Head` : op.operationId,
      tags: [op.tag],
      summary: head ? `${op.summary} (headers only)` : op.summary,
      ...(head
        ? { description: `The same as GET ${op.path}, without the body.` }
        : op.description
          ? { description: op.description }
          : {}),
      ...(op.authenticated === false ? { security: [] } : {}),
      ...(op.parameters
        ? {
            parameters: op.parameters.map((p) => ({
              name: p.name,
              in: p.in,
              required: p.in === "path" || p.required === true,
              description: p.description,
              schema: requests.schemaOf(p.schema),
            })),
          }
        : {}),
      ...(op.requestBody && !head ? { requestBody: { required: true, content: { [JSON_MEDIA_TYPE]: { schema: requests.schemaOf(op.requestBody) } } } } : {}),
      responses: answers,
    };
  };

  for (const op of api.operations) {
    const item = (paths[op.path] ??= {});
    item[op.method] = operationObject(op, op.method);
    // every GET route answers HEAD too (lib/api/transport/route-methods.ts)
    if (op.method === "get") item.head = operationObject(op, "head");
  }

  return {
    openapi: "3.1.0",
    info: { ...api.info, license: { name: "MIT", identifier: "MIT" } },
    servers: [{ url: api.basePath }],
    security: [{ apiKey: [] }],
    tags: api.tags,
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "An API key (ctr_…) from Settings → Security" },
      },
      schemas: { ...requests.components, ...responses.components },
      responses: Object.fromEntries(Object.entries(api.sharedResponses).map(([name, spec]) => [name, responseObject(spec, responses.schemaOf, true)])),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
