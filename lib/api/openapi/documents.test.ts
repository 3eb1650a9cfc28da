import { describe, expect, it } from "vitest";
import { openApiDocument } from "./documents";

type Json = Record<string, unknown>;
const schemas = openApiDocument.components.schemas as Record<string, Json>;
const paths = openApiDocument.paths as Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;

function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsOf(v, found));
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "$ref" && typeof v === "string") found.push(v);
      else refsOf(v, found);
    }
  }
  return found;
}

const propertiesOf = (name: string) => (schemas[name]?.properties ?? {}) as Record<string, Json>;

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with the operations of /api, MIT licensed, every operation tagged and described", () => {
    expect(openApiDocument.openapi).toBe("3.1.0");
    expect(openApiDocument.servers).toEqual([{ url: "/api" }]);
    expect(openApiDocument.info.license).toEqual({ name: "MIT", identifier: "MIT" });
    expect(Object.keys(paths).sort()).toEqual(["/flight/delete", "/flight/export", "/flight/from-boarding-pass", "/flight/get/{id}", "/flight/list", "/flight/save", "/health", "/openapi.json", "/stats", "/stats/breakdown"]);
    const tags = openApiDocument.tags.map((t) => t.name);
    for (const item of Object.values(paths)) {
      for (const op of Object.values(item) as unknown as { tags: string[]; summary: string }[]) {
        expect(tags).toContain(op.tags[0]);
        expect(op.summary).toBeTruthy();
      }
    }
  });

  it("documents HEAD beside every GET, and POST only where it is answered", () => {
    for (const [path, item] of Object.entries(paths)) {
      const methods = Object.keys(item).sort();
      expect(methods, path).toEqual(["/flight/save", "/flight/delete", "/flight/from-boarding-pass"].includes(path) ? ["post"] : ["get", "head"]);
    }
    expect(paths["/stats"]!.head!.responses["200"]).not.toHaveProperty("content");
  });

  it("describes the statistics breakdown with /stats' scope parameters, the period's, and an answer schema for each", () => {
    const breakdown = paths["/stats/breakdown"]!.get! as unknown as { parameters: { name: string }[]; responses: Record<string, unknown> };
    const scopeParameters = (paths["/stats"]!.get! as unknown as { parameters: { name: string }[] }).parameters;
    expect(breakdown.parameters.slice(0, scopeParameters.length)).toEqual(scopeParameters);
    expect(breakdown.parameters.slice(scopeParameters.length).map((p) => p.name)).toEqual(["year", "range", "since", "until"]);
    expect(JSON.stringify(breakdown.responses["200"])).toContain("/StatsBreakdownAnswer");
    expect(JSON.stringify(breakdown.responses["200"])).toContain("/RangedStatsBreakdownAnswer");
    expect(Object.keys(propertiesOf("StatsBreakdown")).sort()).toEqual([
      "co2",
      "continents", "countries", "cumulativeDistance", "flightReasons", "perHour", "perMonth", "perWeekday", "perYear", "records", "seatClasses", "seatPositions",
      "topAircraft", "topAirframes", "topAirlines", "topAirports", "topRoutes",
    ]);
    expect(Object.keys(propertiesOf("RangedStatsBreakdownAnswer")).sort()).toEqual(["breakdown", "period", "success", "totals"]);
    expect(Object.keys(propertiesOf("RangedStatsBreakdown")).sort()).toEqual([
      "co2", "continents", "countries", "flightReasons", "perMonth", "perYear", "seatClasses", "seatPositions", "topAircraft", "topAirlines", "topAirports", "topRoutes",
    ]);
  });

  it("resolves every $ref", () => {
    const refs = refsOf(openApiDocument);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      const target = ref
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], openApiDocument);
      expect(target, ref).toBeTypeOf("object");
    }
  });

  it("lists every required property among the properties", () => {
    for (const [name, schema] of Object.entries(schemas)) {
      const { required, properties } = schema as { required?: string[]; properties?: Record<string, unknown> };
      for (const key of required ?? []) expect(properties, `${name}.${key}`).toHaveProperty(key);
    }
  });

  it("states the save body's rules: required fields, the date pattern, a seat's holder, the length limits", () => {
    expect(schemas.FlightInput!.anyOf).toEqual([
      { type: "object", required: ["id"] },
      { type: "object", required: ["from", "to", "date"] },
      { type: "object", required: ["from", "to", "departure"], properties: { departure: { type: "string" } } },
    ]);
    expect(propertiesOf("FlightInput").date!.pattern).toBe("^(\\d{4})(?:-(\\d{2})(?:-(\\d{2}))?)?$");
    expect(JSON.stringify(schemas.SeatInput!.anyOf)).toContain('"required":["guestName"]');
    const max = (schema: string, field: string) => JSON.stringify(propertiesOf(schema)[field]).match(/"maxLength":(\d+)/)?.[1];
    expect([max("FlightInput", "flightNumber"), max("FlightInput", "aircraftReg"), max("FlightInput", "notes")]).toEqual(["16", "16", "10000"]);
    expect([max("SeatInput", "seatNumber"), max("SeatInput", "guestName")]).toEqual(["10", "100"]);
  });

  it("takes a flight id to delete as an integer or as its digits, as the server does", () => {
    expect(propertiesOf("DeleteInput").id!.anyOf).toEqual([
      { type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
      expect.objectContaining({ type: "string", pattern: "^[0-9]+$" }),
    ]);
  });

  it("documents every failure status with the contract's body, and 405 under no operation", () => {
    const stats = paths["/stats"]!.get!.responses;
    expect(Object.keys(stats).sort()).toEqual(["200", "400", "401", "403", "404", "429", "500"]);
    expect(Object.keys(paths["/stats/breakdown"]!.get!.responses).sort()).toEqual(["200", "400", "401", "403", "404", "429", "500"]);
    expect(Object.keys(paths["/flight/get/{id}"]!.get!.responses).sort()).toEqual(["200", "400", "401", "404", "429", "500"]);
    expect(JSON.stringify(paths)).not.toContain('"405"');
    expect(propertiesOf("Failure").success!.const).toBe("false");
    expect(propertiesOf("InvalidInput").success!.const).toBe(false);
  });
});
