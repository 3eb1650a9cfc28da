import {
  ForbiddenError,
  InputError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  UnauthorizedError,
} from "@/lib/errors";
import { isClientAbort, logDebug } from "@/lib/log";
import type { JsonAnswer } from "./answer";
import { errorAnswer, MESSAGES } from "./contract-body";

/**
 * Turns anything a handler throws into the contract's answer. Errors the app throws on purpose keep their message;
 * anything else is logged here (name, message, stack: never a request header or body) and answered as a bare 500.
 */
export function errorToAnswer(error: unknown, where: string): JsonAnswer {
  if (error instanceof InputError) return errorAnswer(400, error.message);
  if (error instanceof UnauthorizedError) return errorAnswer(401, MESSAGES.unauthorized);
  if (error instanceof ForbiddenError) return errorAnswer(403, MESSAGES.forbidden);
  if (error instanceof NotFoundError) return errorAnswer(404, error.message || MESSAGES.notFound);
  if (error instanceof PayloadTooLargeError) return errorAnswer(413, MESSAGES.payloadTooLarge);
  if (error instanceof RateLimitedError) {
    return errorAnswer(429, MESSAGES.tooManyRequests, { "retry-after": String(error.retryAfterSeconds) });
  }
  if (isClientAbort(error)) {
    // nobody is left to read the answer, and it is not the server's fault: no stack trace, no error line
    logDebug(`[api] client went away during ${where}`);
    return errorAnswer(400, "The request was interrupted");
  }
  console.error(`[api] internal error in ${where}:`, error instanceof Error ? (error.stack ?? error.message) : String(error));
  return errorAnswer(500, MESSAGES.internal);
}
