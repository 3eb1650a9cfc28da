import { AppError, RateLimitedError, statusOf } from "@/lib/errors";
import { isClientAbort, logDebug } from "@/lib/log";
import type { JsonAnswer } from "./answer";
import { errorAnswer, errorBody, MESSAGES, type ErrorBodyOf } from "./contract-body";

/**
 * Turns anything a handler throws into the contract's answer (or, given `bodyOf`, the same status and message in
 * another API's error body). Errors the app throws on purpose keep their message
 * and get their code's status (lib/errors.ts); anything else is logged here (name, message, stack: never a request
 * header or body) and answered as a bare 500.
 */
export function errorToAnswer(error: unknown, where: string, bodyOf: ErrorBodyOf = errorBody): JsonAnswer {
  if (error instanceof AppError) {
    const retryAfter: Record<string, string> = error instanceof RateLimitedError ? { "retry-after": String(error.retryAfterSeconds) } : {};
    return errorAnswer(statusOf(error.code), error.message, retryAfter, bodyOf);
  }
  if (isClientAbort(error)) {
    // nobody is left to read the answer, and it is not the server's fault: no stack trace, no error line
    logDebug(`[api] client went away during ${where}`);
    return errorAnswer(400, "The request was interrupted", {}, bodyOf);
  }
  console.error(`[api] internal error in ${where}:`, error instanceof Error ? (error.stack ?? error.message) : String(error));
  return errorAnswer(500, MESSAGES.internal, {}, bodyOf);
}
