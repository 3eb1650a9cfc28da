import { describe, expect, it } from "vitest";
import { airtrailOpenApiDocument, openApiDocument } from "./documents";
import { KEPT_DIFFERENCES } from "@/lib/api/airtrail/shapes";

type Json = Record<string, unknown>;
const schemas = airtrailOpenApiDocument.components.schemas as Record<string, Json>;
const paths = airtrailOpenApiDocument.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
const propertiesOf = (name: string) => (schemas[name]?.properties ?? {}) as Record<string, Json>;

describe("the OpenAPI document of /airtrail/api", () => {
  it("describes the same operations as /api's, under /airtrail/api (the health check, the statistics breakdown and the boarding pass, which AirTrail has no call for, are /api's alone)", () => {
    expect(airtrailOpenApiDocument.openapi).toBe("3.1.0");
    expect(airtrailOpenApiDocument.servers).toEqual([{ url: "/airtrail/api" }]);
    const apiPaths = openApiDocument.paths as Record<string, object>;
    const sharedApiPaths = Object.keys(apiPaths).filter((path) => !["/health", "/stats/breakdown", "/flight/from-boarding-pass"].includes(path));
    expect(Object.keys(paths).sort()).toEqual(sharedApiPaths.sort());
    for (const [path, item] of Object.entries(paths)) expect(Object.keys(item).sort(), path).toEqual(Object.keys(apiPaths[path]!).sort());
  });

  it("states every difference from AirTrail kept on purpose", () => {
    for (const difference of KEPT_DIFFERENCES) expect(airtrailOpenApiDocument.info.description).toContain(`- ${difference}`);
  });

  it("answers AirTrail's bodies: objects for airline and aircraft, note, passengers, the boolean false in every error", () => {
    expect(Object.keys(propertiesOf("Flight"))).toEqual(expect.arrayContaining(["note", "passengers", "seats", "departureScheduled", "arrivalScheduled"]));
    expect(propertiesOf("Flight")).not.toHaveProperty("notes");
    expect(JSON.stringify(propertiesOf("Flight").airline)).toContain("#/components/schemas/Airline");
    expect(propertiesOf("Failure").success!.const).toBe(false);
    const responses = airtrailOpenApiDocument.components.responses as Record<string, { content: Record<string, { schema: { properties: Json } }> }>;
    for (const [name, response] of Object.entries(responses)) {
      expect(JSON.stringify(response.content["application/json"]!.schema), name).toMatch(/"const":false|#\/components\/schemas\/Failure/);
    }
    expect(JSON.stringify(airtrailOpenApiDocument)).not.toContain('"const":"false"');
  });

  it("takes AirTrail's save body: a date-only departure with local times, passengers or seats, note, codes or objects", () => {
    const save = propertiesOf("SaveInput");
    expect(Object.keys(save)).toEqual(expect.arrayContaining(["departure", "departureTime", "arrivalTime", "note", "passengers", "seats", "airline"]));
    expect(JSON.stringify(save.airline)).toContain('"type":"object"');
    expect(paths["/flight/save"]!.post!.responses).toHaveProperty("404");
    expect(JSON.stringify(paths)).not.toContain('"405"');
  });
});
