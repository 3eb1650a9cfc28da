import { InputError, PayloadTooLargeError } from "@/lib/errors";

/** JSON bodies above 1 MB are refused (docs/contract/decisions.md: 413). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Reads the request body as JSON, stopping as soon as it passes the limit (a declared Content-Length over the
 * limit is refused without reading). Empty or malformed JSON is 400.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new PayloadTooLargeError();
  const text = await readTextWithin(request, maxBytes);
  if (text.trim() === "") throw new InputError("Request body must be JSON");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InputError("Request body is not valid JSON");
  }
}

/** A request's or response's body as text, stopping as soon as it passes `maxBytes` (PayloadTooLargeError). */
export async function readTextWithin(message: { body: ReadableStream<Uint8Array> | null }, maxBytes: number): Promise<string> {
  if (!message.body) return "";
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new PayloadTooLargeError();
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}
