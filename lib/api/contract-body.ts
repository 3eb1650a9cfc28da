import { JSON_CONTENT_TYPE, jsonAnswer, streamAnswer, type JsonAnswer, type StreamAnswer } from "./answer";
import { toStream } from "./text-stream";

/**
 * The contract's bodies, built in this one place (see docs/contract/decisions.md "Status codes and bodies").
 * Invalid input carries the boolean false; every other failure carries the STRING "false", as docs/contract/interface.md says.
 */
export type SuccessBody<T extends object> = { success: true } & T;
export interface InvalidInputBody {
  success: false;
  message: string;
}
export interface FailureBody {
  success: "false";
  message: string;
}
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
 * memory of one page. The first page is read before answering: an error there (forbidden scope, unknown user)
 * is still the contract's error answer. The text is what JSON.stringify of the whole body would give.
 */
export async function streamedListAnswer(key: string, pages: AsyncGenerator<object[]>): Promise<StreamAnswer> {
  const first = await pages.next();
  async function* chunks(): AsyncGenerator<string> {
    yield `{"success":true,${JSON.stringify(key)}:[`;
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
