import { z } from "zod";
import { AppError, RateLimitedError, statusOf } from "@/lib/errors";
import { isClientAbort, logDebug } from "@/lib/log";
import { JSON_CONTENT_TYPE, jsonAnswer, streamAnswer, type JsonAnswer, type StreamAnswer } from "./answer";
import { toStream } from "./text-stream";

/**
 * The contract's bodies, built in this one place (see docs/contract/decisions.md "Status codes and bodies").
 * Invalid input carries the boolean false; every other failure carries the STRING "false", as docs/contract/interface.md says.
 */
export type SuccessBody<T extends object> = { success: true } & T;

/** The schema of a success body: `{"success": true}` plus the payload's fields. */
export function successBodySchema<Shape extends z.ZodRawShape>(payload: Shape) {
  return z.object({ success: z.literal(true), ...payload });
}

/** What a handler returns for a success body of this schema (the wrapper adds `success`). */
export type PayloadOf<Schema extends z.ZodType> = Omit<z.output<Schema>, "success">;

export const invalidInputBodySchema = z
  .object({ success: z.literal(false), message: z.string().meta({ description: "names the problem and the field" }) })
  .meta({ description: "Invalid input (400): success is the boolean false" });

export const failureBodySchema = z
  .object({ success: z.literal("false").meta({ description: 'the STRING "false"' }), message: z.string() })
  .meta({ description: 'Every failure but invalid input: success is the string "false"' });

export type InvalidInputBody = z.output<typeof invalidInputBodySchema>;
export type FailureBody = z.output<typeof failureBodySchema>;
export type ErrorBody = InvalidInputBody | FailureBody;

export const MESSAGES = {
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  notFound: "Not found",
  methodNotAllowed: "Method not allowed",
  payloadTooLarge: "Payload too large",
  tooManyRequests: "Too many requests",
  internal: "Internal error",
} as const;

export function successBody<T extends object>(payload: T): SuccessBody<T> {
  return { success: true, ...payload };
}

export function errorBody(status: number, message: string): ErrorBody {
  return status === 400 ? { success: false, message } : { success: "false", message };
}

/**
 * How an API writes its error bodies: `errorBody` for /api (the contract's), AirTrail's for /airtrail/api
 * (lib/api/airtrail/shapes.ts). Statuses and messages are the same; only the body's shape differs.
 */
export type ErrorBodyOf = (status: number, message: string) => object;

/**
 * `{"success": true, "<key>": [ ... ]}` written as it is read, page by page, so a list of any length needs the
 * memory of one page; `head`'s fields come before the list. The first page is read before answering: an error there (forbidden scope, unknown user)
 * is still the contract's error answer. The text is what JSON.stringify of the whole body would give.
 */
export async function streamedListAnswer(key: string, pages: AsyncGenerator<object[]>, head: object = {}): Promise<StreamAnswer> {
  const first = await pages.next();
  // fields known before the list (the change feed's cursor and deleted ids) go first, each as JSON.stringify writes it
  const before = Object.entries(head).map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)},`).join("");
  async function* chunks(): AsyncGenerator<string> {
    yield `{"success":true,${before}${JSON.stringify(key)}:[`;
    let separator = "";
    for (let page = first; !page.done; page = await pages.next()) {
      if (page.value.length === 0) continue;
      yield separator + page.value.map((item) => JSON.stringify(item)).join(",");
      separator = ",";
    }
    yield "]}";
  }
  return streamAnswer(toStream(chunks()), { "content-type": JSON_CONTENT_TYPE, "cache-control": "no-store" });
}

export function errorAnswer(status: number, message: string, headers: Record<string, string> = {}, bodyOf: ErrorBodyOf = errorBody): JsonAnswer {
  return jsonAnswer(bodyOf(status, message), status, headers);
}

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
