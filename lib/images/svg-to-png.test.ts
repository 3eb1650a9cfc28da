import { describe, expect, it } from "vitest";
import { BusyError } from "@/lib/errors";
import { readPngHeader } from "@/test/support/png-header";
import { PNG_MAX_SIDE, RENDERS_AT_ONCE, RENDERS_WAITING, SVG_MAX_BYTES, svgSize, svgToPng } from "./svg-to-png";

const svgWith = (body: string, width = 480, height = 200) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#fff"/>${body}</svg>`;
const text = (family: string) => svgWith(`<text x="20" y="60" font-size="28" font-family="${family}">Zürich 12,345 km</text>`);

describe("svgToPng", () => {
  it("draws a PNG at twice the SVG's size, the same bytes every time", async () => {
    const png = await svgToPng(text("sans-serif"));
    expect(readPngHeader(png)).toMatchObject({ width: 960, height: 400, bitDepth: 8 });
    expect((await svgToPng(text("sans-serif"))).equals(png)).toBe(true);
    expect(readPngHeader(await svgToPng(text("sans-serif"), { scale: 1 }))).toMatchObject({ width: 480, height: 200 });
  });

  it("draws text with the shipped font, and only with it: a system font's name gets the same glyphs", async () => {
    const withText = await svgToPng(text("sans-serif"));
    expect(withText.equals(await svgToPng(svgWith("")))).toBe(false);
    // DejaVu Serif and Liberation Mono are installed on many machines; resvg must not read them
    expect((await svgToPng(text("DejaVu Serif"))).equals(withText)).toBe(true);
    expect((await svgToPng(text("monospace"))).equals(withText)).toBe(true);
  });

  it("refuses an SVG over its size cap, one whose PNG would be too large, and one without a declared size", async () => {
    await expect(svgToPng(svgWith(`<desc>${"x".repeat(SVG_MAX_BYTES)}</desc>`))).rejects.toThrow(/over 262144 bytes/);
    await expect(svgToPng(svgWith("", PNG_MAX_SIDE, 10))).rejects.toThrow(/pixels on a side/);
    expect(readPngHeader(await svgToPng(svgWith("", PNG_MAX_SIDE / 2, 10)))).toMatchObject({ width: PNG_MAX_SIDE, height: 20 });
    await expect(svgToPng(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>`)).rejects.toThrow(/width and height/);
    expect(svgSize(`<svg width="48.5" height="20" xmlns="http://www.w3.org/2000/svg">`)).toEqual({ width: 48.5, height: 20 });
  });

  it("draws off the event loop: the loop keeps turning while renders run", async () => {
    let turns = 0;
    let done = false;
    const spin = () => {
      turns += 1;
      if (!done) setImmediate(spin);
    };
    setImmediate(spin);
    const heavy = svgWith(Array.from({ length: 400 }, (_, i) => `<circle cx="${i}" cy="${i % 200}" r="30" fill="#0369a1" fill-opacity="0.3"/>`).join(""));
    const started = turns;
    await Promise.all([svgToPng(heavy), svgToPng(heavy)]);
    done = true;
    expect(turns - started).toBeGreaterThan(3);
  });

  it("gives back the memory of the images it drew: the process does not grow by an image's pixels per render", async () => {
    const card = svgWith(Array.from({ length: 50 }, (_, i) => `<circle cx="${i * 9}" cy="100" r="40" fill="#0369a1" fill-opacity="0.2"/>`).join(""));
    for (let i = 0; i < 10; i++) await svgToPng(card);
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 25; i++) await Promise.all([svgToPng(card), svgToPng(card), svgToPng(card), svgToPng(card)]);
    // 100 renders of 960×400 RGBA pixels: about 150 MB if they were kept
    expect((process.memoryUsage().rss - before) / 1e6).toBeLessThan(50);
  });

  it("runs a few renders at a time, lets a few more wait, and answers the rest busy", async () => {
    const all = Array.from({ length: RENDERS_AT_ONCE + RENDERS_WAITING + 3 }, () => svgToPng(svgWith("")).then(() => "ok", (error: unknown) => error));
    const outcomes = await Promise.all(all);
    expect(outcomes.filter((outcome) => outcome === "ok")).toHaveLength(RENDERS_AT_ONCE + RENDERS_WAITING);
    expect(outcomes.filter((outcome) => outcome instanceof BusyError)).toHaveLength(3);
    // and the turns all came back
    expect(readPngHeader(await svgToPng(svgWith("")))).toMatchObject({ width: 960 });
  });
});
