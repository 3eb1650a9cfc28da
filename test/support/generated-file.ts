import { once } from "node:events";
import { createWriteStream } from "node:fs";

/**
 * Writes `head`, then `unit` repeated until the file holds about `bytes`, then `tail`, a chunk at a time: the
 * worst-shape files of the import limit tests are generated, never committed, and never held in memory whole.
 */
export async function writeRepeated(target: string, parts: { head: string; unit: string; bytes: number; tail: string }): Promise<number> {
  const out = createWriteStream(target);
  const chunk = Buffer.from(parts.unit.repeat(Math.max(1, Math.floor(64 * 1024 / Buffer.byteLength(parts.unit)))));
  let written = 0;
  const write = async (data: Buffer): Promise<void> => {
    written += data.length;
    if (!out.write(data)) await once(out, "drain");
  };
  await write(Buffer.from(parts.head));
  const body = parts.bytes - Buffer.byteLength(parts.head) - Buffer.byteLength(parts.tail);
  for (let left = body; left > 0; left -= chunk.length) await write(left >= chunk.length ? chunk : chunk.subarray(0, left - (left % Buffer.byteLength(parts.unit))));
  await write(Buffer.from(parts.tail));
  out.end();
  await once(out, "finish");
  return written;
}

/** About 31 MB: just under the default upload limit of 32 MB. */
export const WORST_SHAPE_BYTES = 31 * 1024 * 1024;
