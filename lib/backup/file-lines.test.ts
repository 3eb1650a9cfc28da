import { describe, expect, it } from "vitest";
import { boundedLines } from "./file-lines";

async function collect(chunks: string[], max: number): Promise<{ lines: string[]; rest: number }> {
  const source = (async function* () {
    for (const chunk of chunks) yield Buffer.from(chunk);
  })();
  const lines: string[] = [];
  const iterator = boundedLines(source, max, () => new Error("too long"));
  let next: IteratorResult<Buffer, number>;
  while (!(next = await iterator.next()).done) lines.push(next.value.toString());
  return { lines, rest: next.value };
}

describe("boundedLines", () => {
  it("joins lines across chunks, each with its newline, and answers the bytes after the last", async () => {
    expect(await collect(["a\nbc", "d", "e\n\nf", "g"], 10)).toEqual({ lines: ["a\n", "bcde\n", "\n"], rest: 2 });
    expect(await collect(["0123456789"], 10)).toEqual({ lines: [], rest: 10 });
    expect(await collect(["012345678", "\n"], 10)).toEqual({ lines: ["012345678\n"], rest: 0 });
  });

  it("refuses a line past the limit, with or without its newline", async () => {
    await expect(collect(["0123456789\n"], 10)).rejects.toThrow("too long");
    await expect(collect(["01234", "56789", "0"], 10)).rejects.toThrow("too long");
  });

  it("stops reading a giant line once it passes the limit: memory holds the limit and a chunk, not the line", async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let pulled = 0;
    // 1 GiB without a newline, handed out one chunk at a time
    const source = (async function* () {
      for (; pulled < 16 * 1024; ) {
        pulled++;
        yield chunk;
      }
    })();
    const started = performance.now();
    await expect(boundedLines(source, 1024 * 1024, () => new Error("too long")).next()).rejects.toThrow("too long");
    expect(pulled).toBe(17);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("joins a long line in time linear in its length, not once per chunk", async () => {
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    // 32 MiB in 2,048 chunks, then its newline
    const source = (async function* () {
      for (let i = 0; i < 2048; i++) yield chunk;
      yield Buffer.from("\n");
    })();
    const started = performance.now();
    const lines = boundedLines(source, 64 * 1024 * 1024, () => new Error("too long"));
    expect((await lines.next()).value).toHaveLength(32 * 1024 * 1024 + 1);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
