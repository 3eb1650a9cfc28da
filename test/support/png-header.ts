/** The PNG signature and the IHDR chunk's size, read by hand (tests need no image library for that). */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
}

/** Throws unless the bytes start with the PNG signature and an IHDR chunk of 13 bytes. */
export function readPngHeader(bytes: Buffer): PngHeader {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error("not a PNG: no PNG signature");
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString("latin1", 12, 16) !== "IHDR") throw new Error("not a PNG: the first chunk is not IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bitDepth: bytes[24]!, colourType: bytes[25]! };
}
