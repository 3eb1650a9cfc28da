/**
 * A byte stream pulling one chunk at a time from the generator (back-pressure included). `onClose` runs once when
 * the stream ends: read to the end, failed, or cancelled (even before the generator started).
 */
export function toStream(chunks: AsyncGenerator<string>, onClose: () => void = () => undefined): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) {
          onClose();
          controller.close();
        } else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        onClose();
        console.error("[api] failed while streaming:", error instanceof Error ? error.message : String(error));
        controller.error(error);
      }
    },
    async cancel() {
      onClose();
      await chunks.return(undefined);
    },
  });
}
