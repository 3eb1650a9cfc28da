/**
 * The failures the app reports on purpose. lib/api maps each to the contract's status and body;
 * pages map them to messages. Anything else is an internal error and is never shown as it is.
 */
export class AppError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Bad input (400). The message names the field, e.g. "Unknown airport: XYZ". */
export class InputError extends AppError {}

/** No or bad credentials (401). */
export class UnauthorizedError extends AppError {
  constructor() {
    super("Unauthorized");
  }
}

/** Authenticated, but the role does not allow it (403). */
export class ForbiddenError extends AppError {
  constructor() {
    super("Forbidden");
  }
}

/** Missing, or not visible to the caller, which must look the same (404). */
export class NotFoundError extends AppError {}

/** Request body over the limit (413). */
export class PayloadTooLargeError extends AppError {
  constructor() {
    super("Payload too large");
  }
}

/** Too many requests (429); the caller may retry after this many seconds. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many requests");
  }
}

/** A user has as many uploads waiting as they may (429); the message says what to do. */
export class TooManyUploadsError extends AppError {}
