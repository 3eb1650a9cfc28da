import "server-only";
import { BusyError } from "@/lib/errors";
import { svgToPng, type PngOptions } from "./svg-to-png";

/** Seconds a caller is asked to wait when every render turn is taken. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The answer of a route that serves an SVG card as PNG: the image with the route's headers, or a 429 (plain text,
 * not cached) when the renderer is busy. Any other failure is the route's 500.
 */
export async function pngResponse(svg: string, headers: Record<string, string>, options: PngOptions = {}): Promise<Response> {
  try {
    return new Response(new Uint8Array(await svgToPng(svg, options)), { headers: { ...headers, "content-type": "image/png" } });
  } catch (error) {
    if (!(error instanceof BusyError)) throw error;
    const busy = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "retry-after": String(BUSY_RETRY_AFTER_SECONDS) };
    return new Response(`${error.message}\n`, { status: 429, headers: { ...headers, ...busy } });
  }
}
