import { expect } from "vitest";
import type { RawResponse } from "./http";

/** The response is JSON (content type and body). */
export function expectJson(res: RawResponse): void {
  expect(res.headers["content-type"], `content type of a ${res.status}: ${res.text.slice(0, 200)}`).toMatch(/^application\/json/);
  expect(res.json, `body of a ${res.status}: ${res.text.slice(0, 200)}`).toBeTypeOf("object");
}

/**
 * The contract's error answer: 400 → {"success": false, message}, every other failure → {"success": "false", message},
 * with exactly those two keys; `message` checked when given (a RegExp matches it).
 */
export function expectError(res: RawResponse, status: number, message?: string | RegExp): void {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expectJson(res);
  const body = res.json as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["message", "success"]);
  expect(body.success).toBe(status === 400 ? false : "false");
  expect(body.message).toBeTypeOf("string");
  if (typeof message === "string") expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
}

/** A 200 with {"success": true, ...}; answers the body. */
export function expectSuccess(res: RawResponse): Record<string, unknown> {
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  expectJson(res);
  const body = res.json as Record<string, unknown>;
  expect(body.success).toBe(true);
  return body;
}

export const isInteger = (value: unknown): boolean => typeof value === "number" && Number.isInteger(value);

/** Every key of the Stats object present, counts integers, top* null or objects. */
export function expectStatsShape(stats: unknown): void {
  expect(stats).toBeTypeOf("object");
  const s = stats as Record<string, unknown>;
  expect(Object.keys(s).sort()).toEqual(
    ["airports", "distanceKm", "durationSeconds", "flights", "topAircraft", "topAirline", "topAirport", "topRoute"].sort(),
  );
  for (const key of ["flights", "distanceKm", "durationSeconds", "airports"]) expect(isInteger(s[key]), key).toBe(true);
}
