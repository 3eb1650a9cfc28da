import { describe, expect, it } from "vitest";
import { isNull, toBoolean, toDate, toNullableDate, toNullableNumber, toNullableText, toNumber, toText } from "./sql-values";

describe("raw column values", () => {
  it("numbers from either adapter's types", () => {
    expect(toNumber(42)).toBe(42);
    expect(toNumber(42n)).toBe(42);
    expect(toNumber("4.5")).toBe(4.5);
    expect(toNumber({ toNumber: () => 7.25 })).toBe(7.25); // a Prisma Decimal
    expect(toNumber(null)).toBe(0);
    expect(toNullableNumber(null)).toBeNull();
    expect(toNullableNumber(undefined)).toBeNull();
    expect(toNullableNumber(0n)).toBe(0);
  });

  it("text and NULL", () => {
    expect(toText("ZRH")).toBe("ZRH");
    expect(toNullableText(null)).toBeNull();
    expect(toNullableText("")).toBe("");
    expect(isNull(undefined)).toBe(true);
    expect(isNull(0)).toBe(false);
  });

  it("booleans: PostgreSQL's boolean, SQLite's 0 or 1, as number or bigint", () => {
    expect(toBoolean(true)).toBe(true);
    expect(toBoolean(false)).toBe(false);
    expect(toBoolean(1)).toBe(true);
    expect(toBoolean(0)).toBe(false);
    expect(toBoolean(1n)).toBe(true);
    expect(toBoolean(0n)).toBe(false);
    expect(toBoolean(null)).toBe(false);
  });

  it("instants as Date, an epoch number or a string", () => {
    const at = new Date("2024-03-31T06:05:00.000Z");
    expect(toDate(at)).toBe(at);
    expect(toDate(at.getTime()).toISOString()).toBe(at.toISOString());
    expect(toDate("2024-03-31T06:05:00.000Z").toISOString()).toBe(at.toISOString());
    expect(Number.isNaN(toDate("not a date").getTime())).toBe(true);
    expect(toNullableDate(null)).toBeNull();
  });
});
