import { describe, expect, it } from "vitest";
import {
  BusyError,
  ERROR_STATUS,
  errorMessage,
  fieldInputError,
  ForbiddenError,
  GoneError,
  InputError,
  KeyReusedError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  statusOf,
  TooManyUploadsError,
  UnauthorizedError,
  type AppErrorCode,
} from "./errors";

describe("statusOf", () => {
  it("maps every code to the contract's status", () => {
    const table: [AppErrorCode, number][] = [
      ["INVALID_INPUT", 400],
      ["UNAUTHORIZED", 401],
      ["FORBIDDEN", 403],
      ["NOT_FOUND", 404],
      ["GONE", 410],
      ["PAYLOAD_TOO_LARGE", 413],
      ["KEY_REUSED", 422],
      ["RATE_LIMITED", 429],
      ["TOO_MANY_UPLOADS", 429],
      ["BUSY", 429],
    ];
    for (const [code, status] of table) expect(statusOf(code), code).toBe(status);
    expect(Object.keys(ERROR_STATUS).sort()).toEqual(table.map(([code]) => code).sort());
  });

  it("gives each error class its code and keeps its message", () => {
    const cases: [Error & { code: AppErrorCode }, AppErrorCode, string][] = [
      [new InputError("Invalid scope"), "INVALID_INPUT", "Invalid scope"],
      [new UnauthorizedError(), "UNAUTHORIZED", "Unauthorized"],
      [new ForbiddenError(), "FORBIDDEN", "Forbidden"],
      [new NotFoundError("Flight not found"), "NOT_FOUND", "Flight not found"],
      [new PayloadTooLargeError(), "PAYLOAD_TOO_LARGE", "Payload too large"],
      [new RateLimitedError(3), "RATE_LIMITED", "Too many requests"],
      [new TooManyUploadsError("Wait"), "TOO_MANY_UPLOADS", "Wait"],
      [new BusyError("Later"), "BUSY", "Later"],
      [new GoneError("List again"), "GONE", "List again"],
      [new KeyReusedError(), "KEY_REUSED", "This Idempotency-Key was already used with another body: send a new key for a new request"],
    ];
    for (const [error, code, message] of cases) {
      expect(error.code).toBe(code);
      expect(error.message).toBe(message);
    }
    expect(new NotFoundError("x").name).toBe("NotFoundError");
  });
});

describe("fieldInputError", () => {
  it("spells the path in the message as the contract does and keeps it as a dotted field", () => {
    const error = fieldInputError(["seats", 1, "userId"], "unknown user");
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toBe("seats[1].userId: unknown user");
    expect(error.field).toBe("seats.1.userId");
    expect(fieldInputError(["arrival"], "required")).toMatchObject({ message: "arrival: required", field: "arrival" });
    expect(fieldInputError([], "Unrecognized key")).toMatchObject({ message: "Unrecognized key", field: undefined });
  });
});

describe("errorMessage", () => {
  it("is an error's message, or anything else thrown as text", () => {
    expect(errorMessage(new InputError("Unknown airport: XYZ"))).toBe("Unknown airport: XYZ");
    expect(errorMessage(new TypeError("x is not a function"))).toBe("x is not a function");
    expect(errorMessage("plain text")).toBe("plain text");
    expect(errorMessage(42)).toBe("42");
    expect(errorMessage(undefined)).toBe("undefined");
  });
});
