import { isClientAbort, logDebug } from "@/lib/log";

/** A byte stream pulling one chunk at a time from the generator (back-pressure included). */
export function toStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // a reader that cancelled (the client went away) while a chunk was on its way is no server fault
        if (cancelled || isClientAbort(error)) logDebug("[api] client went away while streaming");
        else console.error("[api] failed while streaming:", error instanceof Error ? error.message : String(error));
        controller.error(error);
      }
    },
    async cancel() {
      cancelled = true;
      await chunks.return(undefined);
    },
  });
}
