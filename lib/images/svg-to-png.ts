import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { BusyError } from "@/lib/errors";

/**
 * SVG to PNG on the server, with no browser: resvg (@resvg/resvg-js, a native module) with the one font the repository
 * ships, lib/images/fonts/DejaVuSans.ttf (its licence beside it). System fonts are never read, so a PNG is the same on
 * every machine and in the container image, which has none; every family an SVG names falls back to that font.
 *
 * resvg's drawing and its PNG encoder are both synchronous (tens of milliseconds for a card), so they run in worker
 * threads, never on the event loop: the server keeps answering other requests meanwhile. A few renders run at a
 * time, a few more wait, and past that the caller gets a BusyError (429).
 */

/** the largest SVG rendered: the cards are a few kilobytes */
export const SVG_MAX_BYTES = 256 * 1024;
/** the largest PNG returned */
export const PNG_MAX_BYTES = 2 * 1024 * 1024;
/** the most pixels on either side of the PNG, after scaling */
export const PNG_MAX_SIDE = 2400;
/** renders at a time (one worker each, kept for the next), and how many more may wait for one */
export const RENDERS_AT_ONCE = 2;
export const RENDERS_WAITING = 16;
/** a render still running after this long is ended with its worker */
const RENDER_TIMEOUT_MS = 15_000;
/** a worker's own heap: the pixels live in native memory, the worker holds only the SVG and the PNG */
const WORKER_HEAP_MB = 32;

/** where the font is read from: the working directory is the app's root under `npm start`, in tests and in the image */
export const FONT_FILE = path.join(process.cwd(), "lib/images/fonts/DejaVuSans.ttf");
const FONT_FAMILY = "DejaVu Sans";

export const BUSY_RENDERING_MESSAGE = "Too many images are being drawn right now; try again in a few seconds";

/**
 * The worker's code, evaluated as CommonJS: its require() resolves from the working directory's node_modules, where
 * the native module is (scripts/pack-runtime.ts copies it into the image), outside Next's bundles.
 * resvg-js 2.6 does not tell V8 about the pixels its objects hold (about 1.5 MB a card), so V8, seeing a tiny heap,
 * never collects them and the process grows by that much per image; the worker collects after each render, once the
 * PNG is on its way (its heap is a few megabytes, so that is quick). `gc` is reached through a new context, as a
 * worker may not be started with --expose-gc.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require("node:worker_threads");
const { Resvg } = require("@resvg/resvg-js");
require("node:v8").setFlagsFromString("--expose-gc");
const collect = require("node:vm").runInNewContext("gc");
parentPort.on("message", ({ svg, scale }) => {
  try {
    const png = new Resvg(svg, { fitTo: { mode: "zoom", value: scale }, font: workerData.font }).render().asPng();
    parentPort.postMessage({ png });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
  setImmediate(collect);
});
`;

let running = 0;
const waiting: Array<() => void> = [];
const idleWorkers: Worker[] = [];

async function takeTurn(): Promise<void> {
  if (running < RENDERS_AT_ONCE) {
    running += 1;
    return;
  }
  if (waiting.length >= RENDERS_WAITING) throw new BusyError(BUSY_RENDERING_MESSAGE);
  // the finishing render hands its turn over (running stays the same)
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

function newWorker(): Worker {
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: { font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY } },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    // no NODE_OPTIONS heap caps of the server's own: the worker has its own limit above
    execArgv: [],
  });
  // an idle worker never keeps the process alive
  worker.unref();
  return worker;
}

/** One render in a worker of its own for the time; the worker goes back to the idle ones, or is ended on any failure. */
function renderInWorker(svg: string, scale: number): Promise<Buffer> {
  const worker = idleWorkers.pop() ?? newWorker();
  return new Promise<Buffer>((resolve, reject) => {
    const finish = (outcome: { png?: Uint8Array; error?: unknown }) => {
      clearTimeout(timer);
      worker.off("message", finish).off("error", fail).off("exit", fail);
      if (outcome.png) {
        idleWorkers.push(worker);
        resolve(Buffer.from(outcome.png.buffer, outcome.png.byteOffset, outcome.png.byteLength));
      } else {
        void worker.terminate();
        reject(new Error(`svgToPng: ${String(outcome.error)}`));
      }
    };
    const fail = (error: unknown) => finish({ error: error instanceof Error ? error.message : `worker exited (${String(error)})` });
    const timer = setTimeout(() => fail(new Error(`render over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
    worker.on("message", finish).on("error", fail).on("exit", fail);
    worker.postMessage({ svg, scale });
  });
}

/** The root element's declared size in pixels: every SVG drawn here gives it (the cards do), so the PNG's size is known before drawing. */
export function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  const width = root && /\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1];
  const height = root && /\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1];
  if (!width || !height) throw new Error("svgToPng: the root <svg> must give its width and height in pixels");
  return { width: Number(width), height: Number(height) };
}

export interface PngOptions {
  /** pixels per SVG unit: 2 draws a 480×200 card as 960×400 */
  scale?: number;
}

export async function svgToPng(svg: string, { scale = 2 }: PngOptions = {}): Promise<Buffer> {
  if (Buffer.byteLength(svg) > SVG_MAX_BYTES) throw new Error(`svgToPng: the SVG is over ${SVG_MAX_BYTES} bytes`);
  const { width, height } = svgSize(svg);
  if (Math.max(width, height) * scale > PNG_MAX_SIDE) throw new Error(`svgToPng: the PNG would be over ${PNG_MAX_SIDE} pixels on a side`);
  // without its font resvg would silently leave out every text: fail loudly instead
  if (!existsSync(FONT_FILE)) throw new Error(`svgToPng: the font ${FONT_FILE} is missing`);
  await takeTurn();
  try {
    const png = await renderInWorker(svg, scale);
    if (png.byteLength > PNG_MAX_BYTES) throw new Error(`svgToPng: the PNG is over ${PNG_MAX_BYTES} bytes`);
    return png;
  } finally {
    endTurn();
  }
}
