/**
 * What an API handler answers, before any transport: a status, headers and either the JSON text or a byte stream.
 * Two adapters serialize it: responseOf makes the Web Response that Next.js sends (app/api under `next dev` and
 * `next start`), and the production server's short path writes it to Node's response directly (server/), so a
 * small JSON answer goes out as the string it is, without a trip through a Web stream.
 */
export interface JsonAnswer {
  kind: "json";
  status: number;
  headers: Record<string, string>;
  text: string;
}

export interface StreamAnswer {
  kind: "stream";
  status: number;
  headers: Record<string, string>;
  body: ReadableStream<Uint8Array> | null;
}

export type ApiAnswer = JsonAnswer | StreamAnswer;

/**
 * Below this size an answer goes out uncompressed: Next.js gzips every response over 1 KB, which for a few KB of
 * JSON costs more server time than it saves. `no-transform` is what Next's compression step honours, and the
 * production server's writer too; long lists stay compressed.
 */
const COMPRESS_FROM_BYTES = 16 * 1024;
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

export function jsonAnswer(body: object, status = 200, headers: Record<string, string> = {}): JsonAnswer {
  const text = JSON.stringify(body);
  const small = text.length < COMPRESS_FROM_BYTES;
  return {
    kind: "json",
    status,
    headers: { "content-type": JSON_CONTENT_TYPE, "cache-control": small ? "no-store, no-transform" : "no-store", ...headers },
    text,
  };
}

export function streamAnswer(body: ReadableStream<Uint8Array> | null, headers: Record<string, string>, status = 200): StreamAnswer {
  return { kind: "stream", status, headers, body };
}

/** A handler's own streamed answer, told apart from a payload (plain JSON data, which never holds a stream). */
export function isStreamAnswer(value: object): value is StreamAnswer {
  const { kind, body } = value as Partial<StreamAnswer>;
  return kind === "stream" && (body === null || body instanceof ReadableStream);
}

/** A handler's own answer (a stream, or JSON with headers of its own), told apart from a payload (plain JSON data, which has no `kind`). */
export function isOwnAnswer(value: object): value is ApiAnswer {
  const { kind, text, status } = value as Partial<JsonAnswer>;
  return isStreamAnswer(value) || (kind === "json" && typeof text === "string" && typeof status === "number");
}

/** The answer as a Web Response, for Next.js and anyone else who wants one. */
export function responseOf(answer: ApiAnswer): Response {
  return new Response(answer.kind === "json" ? answer.text : answer.body, { status: answer.status, headers: answer.headers });
}

/** Any Response as an answer (a handler written without the answer builders), to be streamed as it is. */
export function answerOfResponse(response: Response): StreamAnswer {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  return streamAnswer(response.body, headers, response.status);
}
