import { describe, expect, it } from "vitest";
import { bytesStream } from "./text-stream";

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return chunks;
}

describe("bytesStream", () => {
  it("hands out the bytes in slices of at most the given size, in order, with no empty slice", async () => {
    const bytes = Uint8Array.from({ length: 10 }, (_, i) => i);
    const chunks = await chunksOf(bytesStream(bytes, 4));
    expect(chunks.map((chunk) => chunk.length)).toEqual([4, 4, 2]);
    expect(Buffer.concat(chunks)).toEqual(Buffer.from(bytes));
    expect((await chunksOf(bytesStream(bytes, 5))).map((chunk) => chunk.length)).toEqual([5, 5]);
  });
});
