import { describe, expect, it } from "vitest";
import type { FlightBody, AirportBody, SeatBody } from "@/lib/flights/flight-body";
import type { Stats } from "@/lib/stats/get-stats";
import { openApiDocument } from "./openapi-document";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemas = openApiDocument.components.schemas;

// Compile-time: the documented properties are exactly the fields of the bodies the API sends.
const flightKeys: Same<keyof typeof schemas.Flight.properties, keyof FlightBody> = true;
const airportKeys: Same<keyof typeof schemas.Airport.properties, keyof AirportBody> = true;
const seatKeys: Same<keyof typeof schemas.Seat.properties, keyof SeatBody> = true;
const statsKeys: Same<keyof typeof schemas.Stats.properties, keyof Stats> = true;

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

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with the five operations", () => {
    expect(openApiDocument.openapi).toBe("3.1.0");
    expect(Object.keys(openApiDocument.paths).sort()).toEqual(["/flight/delete", "/flight/get/{id}", "/flight/list", "/flight/save", "/stats"]);
    expect([flightKeys, airportKeys, seatKeys, statsKeys]).toEqual([true, true, true, true]);
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

  it("documents every failure status with the contract's body", () => {
    const stats = openApiDocument.paths["/stats"].get.responses;
    expect(Object.keys(stats).sort()).toEqual(["200", "400", "401", "403", "404", "405", "429", "500"]);
    expect(openApiDocument.components.schemas.Failure.properties.success.const).toBe("false");
    expect(openApiDocument.components.schemas.InvalidInput.properties.success.const).toBe(false);
  });
});
