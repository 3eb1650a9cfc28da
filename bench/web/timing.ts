import http from "node:http";

/** One page load over HTTP: time to the first byte of the body and to its end, in ms. */
export interface PageTiming {
  status: number;
  ttfbMs: number;
  totalMs: number;
  bytes: number;
}

/** What a timed request carries: the session cookie (pages) or an API key (the API). */
export type Credentials = { cookie: string } | { authorization: string };

/**
 * GET `url` with the session cookie or the API key (and any other `headers`, e.g. Accept-Language). TTFB is the first
 * body byte, not the headers: a streamed page can send its headers before it has rendered anything.
 */
export function timePage(url: string, credentials: Credentials, headers: Record<string, string> = {}): Promise<PageTiming> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let ttfbMs = Number.NaN;
    let bytes = 0;
    const request = http.get(url, { headers: { ...headers, ...credentials, "accept-encoding": "identity" } }, (response) => {
      response.on("data", (chunk: Buffer) => {
        if (bytes === 0) ttfbMs = performance.now() - started;
        bytes += chunk.length;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, ttfbMs, totalMs: performance.now() - started, bytes }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface MedianTiming {
  ttfbMs: number;
  totalMs: number;
  runsMs: number[];
}

/**
 * One warm-up, then `runs` timed loads; medians of TTFB and total. Fails on anything but 200, except a 404 when
 * `absentOk` (a page another branch is still building): then null, nothing timed.
 */
export async function timePageMedian(url: string, credentials: Credentials, runs: number, absentOk = false): Promise<MedianTiming | null> {
  const warm = await timePage(url, credentials);
  if (absentOk && warm.status === 404) return null;
  if (warm.status !== 200) throw new Error(`${url} answered ${warm.status}`);
  const timings: PageTiming[] = [];
  for (let i = 0; i < runs; i++) timings.push(await timePage(url, credentials));
  return {
    ttfbMs: median(timings.map((t) => t.ttfbMs)),
    totalMs: median(timings.map((t) => t.totalMs)),
    runsMs: timings.map((t) => Math.round(t.ttfbMs * 10) / 10),
  };
}
