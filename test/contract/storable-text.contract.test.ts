import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { airtrailOpenApiDocument, openApiDocument } from "@/lib/api/openapi/documents";
import { createDb, type Db } from "@/lib/db/client";
import { UNSTORABLE_TEXT_DETAIL } from "@/lib/storable-text";
import { expectError } from "./assertions";
import { contractContext } from "./context";
import { call } from "./http";
import { bcbpText } from "@/test/support/bcbp-pass";

// Text PostgreSQL cannot store (NUL) or UTF-8 cannot spell (an unpaired surrogate) is refused as invalid input naming
// the field, on both databases, in every text field of both APIs; nothing is written.
const { baseUrl, instanceUrl, databaseUrl, seed } = contractContext();
const admin = seed.keys.admin;
const aliceFlight = seed.flightIds.aliceZrhLhr;
let db: Db;

beforeAll(() => {
  db = createDb(databaseUrl);
});
afterAll(async () => {
  await db.$disconnect();
});

const refused = (field: string) => `${field}: ${UNSTORABLE_TEXT_DETAIL}`;

/** Every flight and seat as stored, to show a refused request changed nothing. */
async function snapshot(): Promise<unknown> {
  const flights = await db.flight.findMany({ orderBy: { id: "asc" }, include: { seats: { orderBy: { id: "asc" } } } });
  return { flights, users: await db.user.count(), keys: await db.apiKey.count() };
}

describe("the reported requests", () => {
  it.each(["/api/stats", "/api/flight/list", "/api/flight/export", "/airtrail/api/stats", "/airtrail/api/flight/list", "/airtrail/api/flight/export"])(
    "GET %s?scope=user&userId=<NUL> is 400 naming userId",
    async (path) => {
      const before = await snapshot();
      expectError(await call(baseUrl, `${path}?scope=user&userId=%00`, admin), 400, refused("userId"));
      expectError(await call(baseUrl, `${path}?scope=user&userId=${seed.users.bob.id}%00`, admin), 400, refused("userId"));
      expect(await snapshot()).toEqual(before);
    },
  );

  it("a save whose notes hold \\u0000 (or a lone surrogate) is 400 naming notes, on create and update alike", async () => {
    const before = await snapshot();
    const trip = { from: "ZRH", to: "LHR", date: "2024-05-01" };
    for (const notes of ["before\u0000after", "\ud800", "x\udc00"]) {
      expectError(await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: { ...trip, notes } }), 400, refused("notes"));
      expectError(await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: { id: aliceFlight, notes } }), 400, refused("notes"));
      expectError(await call(baseUrl, "/airtrail/api/flight/save", seed.keys.alice, { json: { ...trip, note: notes } }), 400, refused("note"));
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a pair of surrogates (an emoji) is text like any other", async () => {
    const before = await db.flight.findUniqueOrThrow({ where: { id: aliceFlight }, select: { notes: true } });
    try {
      const res = await call(baseUrl, "/api/flight/save", seed.keys.alice, { json: { id: aliceFlight, notes: "clear skies \ud83d\ude00" } });
      expect(res.status, res.text).toBe(200);
      expect((await db.flight.findUniqueOrThrow({ where: { id: aliceFlight } })).notes).toBe("clear skies 😀");
    } finally {
      await db.flight.update({ where: { id: aliceFlight }, data: { notes: before.notes } });
    }
  });
});

// ---- every text input the OpenAPI documents list

type JsonSchema = Record<string, unknown>;
type Document = { paths: Record<string, Record<string, JsonSchema>>; components: { schemas: Record<string, JsonSchema> } };
type Path = (string | number)[];

/** A string in the schema: `free` when any text is valid there (no enum, const, pattern or format narrows it). */
interface TextField {
  path: Path;
  free: boolean;
}

function resolve(document: Document, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  return typeof ref === "string" ? resolve(document, document.components.schemas[ref.replace("#/components/schemas/", "")]!) : schema;
}

function isStringSchema(schema: JsonSchema): boolean {
  return schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string")) || typeof schema.const === "string";
}

/** The text fields of a JSON Schema, however deep (objects, arrays' first item, every alternative). */
function textFields(document: Document, given: JsonSchema, path: Path = []): TextField[] {
  const schema = resolve(document, given);
  const found: TextField[] = [];
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    for (const alternative of (schema[key] as JsonSchema[] | undefined) ?? []) found.push(...textFields(document, alternative, path));
  }
  if (isStringSchema(schema)) found.push({ path, free: !("enum" in schema || "const" in schema || "pattern" in schema || "format" in schema) });
  for (const [name, property] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    found.push(...textFields(document, property, [...path, name]));
  }
  if (schema.items) found.push(...textFields(document, schema.items as JsonSchema, [...path, 0]));
  const unique = new Map<string, TextField>();
  for (const field of found) {
    const key = JSON.stringify(field.path);
    unique.set(key, { path: field.path, free: (unique.get(key)?.free ?? false) || field.free });
  }
  return [...unique.values()];
}

/** `base` with `value` at `path` (objects and arrays made on the way). */
function withValueAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = (
    typeof head === "number" ? (Array.isArray(base) ? [...(base as unknown[])] : []) : typeof base === "object" && base !== null ? { ...base } : {}
  ) as Record<string | number, unknown>;
  container[head!] = withValueAt(container[head!], rest, value);
  return container;
}

/** The field as messages spell it: seats[0].guestName. */
function spelled(path: Path): string {
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${key}` : key), "");
}

/** A body each save accepts, so the only fault is the one a case puts in. */
const VALID_BODIES: Record<string, unknown> = {
  "/flight/save": { from: "ZRH", to: "LHR", date: "2024-05-01" },
  "/flight/delete": { id: 999_999 },
  "/flight/from-boarding-pass": { barcode: bcbpText("TRAVELLER/ALICE", [{ from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: 120 }]), scanDate: "2026-04-29" },
};

interface TextInput {
  operation: string;
  request: () => Promise<Awaited<ReturnType<typeof call>>>;
  field: TextField;
  value: string;
}

function textInputsOf(basePath: string, document: Document): TextInput[] {
  const inputs: TextInput[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (method === "head" || (operation.security as unknown[] | undefined)?.length === 0) continue;
      const name = `${method.toUpperCase()} ${basePath}${template}`;
      for (const parameter of (operation.parameters as JsonSchema[] | undefined) ?? []) {
        // a header cannot carry NUL or a lone surrogate at all (HTTP refuses them before any server); the one header
        // parameter, Idempotency-Key, admits visible ASCII only (test/contract/idempotency.contract.test.ts)
        if (parameter.in === "header") continue;
        const field = textFields(document, parameter.schema as JsonSchema).map((f) => ({ ...f, path: [parameter.name as string] }))[0];
        if (!field) continue;
        // a query or a path holds no unpaired surrogate: percent-decoding makes it U+FFFD
        const encoded = encodeURIComponent("a\u0000");
        const url =
          parameter.in === "path"
            ? `${basePath}${template.replace(`{${String(parameter.name)}}`, encoded)}`
            : `${basePath}${template}?${String(parameter.name)}=${encoded}`;
        // nginx refuses a path holding %00 itself (400): that one goes to a server directly
        const server = parameter.in === "path" ? instanceUrl : baseUrl;
        inputs.push({ operation: name, field, value: "a\u0000", request: () => call(server, url, admin, { method: method.toUpperCase() }) });
      }
      const body = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.["application/json"]?.schema;
      if (!body) continue;
      const valid = VALID_BODIES[template];
      if (valid === undefined) throw new Error(`no valid body for ${name}: add one to VALID_BODIES`);
      for (const field of textFields(document, body)) {
        for (const value of ["a\u0000", "a\ud800"]) {
          inputs.push({ operation: name, field, value, request: () => call(baseUrl, `${basePath}${template}`, admin, { json: withValueAt(valid, field.path, value) }) });
        }
      }
    }
  }
  return inputs;
}

const inputs = [...textInputsOf("/api", openApiDocument as unknown as Document), ...textInputsOf("/airtrail/api", airtrailOpenApiDocument as unknown as Document)];

describe("every text input of both APIs", () => {
  it("covers the query parameters, path ids and body fields the documents list", () => {
    const names = new Set(inputs.map((input) => `${input.operation} ${spelled(input.field.path)}`));
    for (const expected of [
      "GET /api/stats userId",
      "GET /api/flight/export format",
      "GET /api/flight/get/{id} id",
      "POST /api/flight/save notes",
      "POST /api/flight/save seats[0].guestName",
      "POST /api/flight/delete id",
      "GET /airtrail/api/flight/list userId",
      "POST /airtrail/api/flight/save from.icao",
      "POST /airtrail/api/flight/save passengers[0].userId",
    ]) {
      expect(names).toContain(expected);
    }
  });

  it.each(inputs.map((input) => [input.operation, spelled(input.field.path), JSON.stringify(input.value), input] as const))(
    "%s %s = %s is 400 (free text: naming the field), never 500",
    async (_operation, field, _value, input) => {
      const before = await snapshot();
      const res = await input.request();
      if (input.field.free) expectError(res, 400, refused(field));
      else expectError(res, 400);
      expect(await snapshot()).toEqual(before);
    },
  );
});
