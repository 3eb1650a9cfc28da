/**
 * The failures the app reports on purpose, each with a code; ERROR_STATUS below is the one table from code to HTTP
 * status that the API, the pages and the web routes all read. Anything else is an internal error and is never
 * shown as it is.
 */
export type AppErrorCode =
  | "INVALID_INPUT"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "GONE"
  | "PAYLOAD_TOO_LARGE"
  | "KEY_REUSED"
  | "RATE_LIMITED"
  | "TOO_MANY_UPLOADS"
  | "BUSY";

export const ERROR_STATUS = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  KEY_REUSED: 422,
  RATE_LIMITED: 429,
  TOO_MANY_UPLOADS: 429,
  BUSY: 429,
} as const satisfies Record<AppErrorCode, number>;

export type ErrorStatus = (typeof ERROR_STATUS)[AppErrorCode];

export function statusOf(code: AppErrorCode): ErrorStatus {
  return ERROR_STATUS[code];
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * Bad input (400). The message names the field for people and the contract ("Unknown airport: XYZ",
 * "seats[1].userId: unknown user"); `field` is its path for code ("from", "seats.1.userId"), when there is one.
 */
export class InputError extends AppError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super("INVALID_INPUT", message);
  }
}

/** An InputError about the field at `path`: "seats[1].userId: <detail>", with field "seats.1.userId". */
export function fieldInputError(path: readonly PropertyKey[], detail: string): InputError {
  const spelled = spelledPath(path);
  return new InputError(spelled ? `${spelled}: ${detail}` : detail, path.length > 0 ? path.map(String).join(".") : undefined);
}

/** A field's path as messages spell it: ["seats", 1, "userId"] → "seats[1].userId". */
export function spelledPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), "");
}

/** No or bad credentials (401). */
export class UnauthorizedError extends AppError {
  constructor() {
    super("UNAUTHORIZED", "Unauthorized");
  }
}

/** Authenticated, but the role does not allow it (403). */
export class ForbiddenError extends AppError {
  constructor() {
    super("FORBIDDEN", "Forbidden");
  }
}

/** Missing, or not visible to the caller, which must look the same (404). */
export class NotFoundError extends AppError {
  constructor(message: string) {
    super("NOT_FOUND", message);
  }
}

/** Asked for something no longer kept, such as changes older than the change feed keeps (410); the message says what to do instead. */
export class GoneError extends AppError {
  constructor(message: string) {
    super("GONE", message);
  }
}

/** Request body over the limit (413). */
export class PayloadTooLargeError extends AppError {
  constructor() {
    super("PAYLOAD_TOO_LARGE", "Payload too large");
  }
}

/** An Idempotency-Key sent again with another body (422): the key names the first request, so this one is refused, not run. */
export class KeyReusedError extends AppError {
  constructor() {
    super("KEY_REUSED", "This Idempotency-Key was already used with another body: send a new key for a new request");
  }
}

/** Too many requests (429); the caller may retry after this many seconds. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("RATE_LIMITED", "Too many requests");
  }
}

/** A user has as many uploads waiting as they may (429); the message says what to do. */
export class TooManyUploadsError extends AppError {
  constructor(message: string) {
    super("TOO_MANY_UPLOADS", message);
  }
}

/** Work that runs a limited number at a time is already running for this user or the server (429); the message says what to wait for. */
export class BusyError extends AppError {
  constructor(message: string) {
    super("BUSY", message);
  }
}

/** An error's message for a log line or a command's answer; anything else thrown, as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
