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
 * Below this size an answer goes out uncompressed: Next.js gzips every response over 1 KB, which for a few KB of
 * JSON costs more server time than it saves (it cut /api/flight/get's throughput sharply). `no-transform` is what
 * Next's compression step honours; long lists stay compressed.
 */
const COMPRESS_FROM_BYTES = 16 * 1024;
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

export function jsonResponse(body: object, status = 200, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  const small = text.length < COMPRESS_FROM_BYTES;
  const response = new Response(text, {
    status,
    headers: { "content-type": JSON_CONTENT_TYPE, "cache-control": small ? "no-store, no-transform" : "no-store", ...headers },
  });
  if (small) smallBodies.set(response, text);
  return response;
}

/**
 * The text of a small JSON answer made by jsonResponse, so the production server can write it as it is instead
 * of reading it back through a Web stream (a tenth of the cost of a flight lookup). The Response still carries
 * the same body for anyone else (Next.js, tests).
 */
const smallBodies = new WeakMap<Response, string>();

export function smallJsonBodyOf(response: Response): string | undefined {
  return smallBodies.get(response);
}

/**
 * `{"success": true, "<key>": [ ... ]}` written as it is read, page by page, so a list of any length needs the
 * memory of one page. The first page is read before answering: an error there (forbidden scope, unknown user)
 * is still the contract's error answer. The text is what JSON.stringify of the whole body would give.
 */
export async function streamedListResponse(key: string, pages: AsyncGenerator<object[]>): Promise<Response> {
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
  return new Response(toStream(chunks()), {
    status: 200,
    headers: { "content-type": JSON_CONTENT_TYPE, "cache-control": "no-store" },
  });
}

export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return jsonResponse(errorBody(status, message), status, headers);
}
