import { isClientAbort, logDebug } from "@/lib/log";
import { errorMessage } from "@/lib/errors";

/** Text gathered into one chunk before it is handed on: one write per page rather than one per line or flight. */
const CHUNK_CHARS = 32 * 1024;

/**
 * A byte stream pulling from the generator only when the reader wants more (back-pressure included), in chunks of
 * about CHUNK_CHARS: an export yields a line per flight, and a write per line costs the server more than the line.
 * `onClose` runs once when the stream ends: read to the end, failed, or cancelled (even before the generator started).
 */
export function toStream(chunks: AsyncGenerator<string>, onClose: () => void = () => undefined): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        let text = "";
        let done = false;
        while (text.length < CHUNK_CHARS) {
          const next = await chunks.next();
          if (next.done) {
            done = true;
            break;
          }
          text += next.value;
        }
        if (text !== "") controller.enqueue(encoder.encode(text));
        if (done) {
          onClose();
          controller.close();
        }
      } catch (error) {
        onClose();
        // a reader that cancelled (the client went away) while a chunk was on its way is no server fault
        if (cancelled || isClientAbort(error)) logDebug("[api] client went away while streaming");
        else console.error("[api] failed while streaming:", errorMessage(error));
        controller.error(error);
      }
    },
    async cancel() {
      cancelled = true;
      onClose();
      await chunks.return(undefined);
    },
  });
}

/**
 * Bytes already built (a cached answer), handed out a slice per pull, so a slow reader paces the writes. Slices are
 * views, not copies, and large: each pull costs the server a turn of stream machinery whatever its size.
 */
export function bytesStream(bytes: Uint8Array, sliceBytes = 1024 * 1024): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(bytes.subarray(at, at + sliceBytes));
      at += sliceBytes;
      if (at >= bytes.length) controller.close();
    },
  });
}
