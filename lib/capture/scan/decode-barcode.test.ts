import { describe, expect, it } from "vitest";
import { DECODER_WASM_DIRECTORY, ZXING_OVERRIDES } from "./decode-barcode";

describe("the barcode reader's .wasm", () => {
  it("is fetched from our own origin, never from the package's CDN", () => {
    expect(ZXING_OVERRIDES.locateFile("zxing_reader.wasm", "https://fastly.jsdelivr.net/npm/zxing-wasm/dist/reader/")).toBe(`${DECODER_WASM_DIRECTORY}zxing_reader.wasm`);
    expect(DECODER_WASM_DIRECTORY).toMatch(/^\/[a-z]+\/$/);
  });
});
