/**
 * The lines of a byte stream, each with its newline, at most `maxBytes` long: a longer one throws `tooLong()` as soon as
 * it passes the limit, so at most the limit and one chunk are held. Only each new chunk is searched for a newline and a
 * line is joined once, so a line costs its length once, not once per chunk. Returns the bytes after the last newline.
 */
export async function* boundedLines(chunks: AsyncIterable<Buffer>, maxBytes: number, tooLong: () => Error): AsyncGenerator<Buffer, number> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of chunks) {
    let start = 0;
    let newline: number;
    while ((newline = chunk.indexOf(0x0a, start)) >= 0) {
      const end = newline + 1;
      if (pendingBytes + end - start > maxBytes) throw tooLong();
      const tail = chunk.subarray(start, end);
      yield pending.length > 0 ? Buffer.concat([...pending, tail]) : tail;
      pending = [];
      pendingBytes = 0;
      start = end;
    }
    if (start < chunk.length) {
      pendingBytes += chunk.length - start;
      if (pendingBytes > maxBytes) throw tooLong();
      pending.push(chunk.subarray(start));
    }
  }
  return pendingBytes;
}
