import http from "node:http";
import { timedGet, type TimedAnswer } from "@/bench/http-get";

/** The contention benches' probe and clients (bench/feed-contention.ts, bench/share-contention.ts). */

/** Requests `url` again and again until `stop()`, one at most every `everyMs` and `pauseMs` after the last; every answer. */
export async function repeat(url: string, headers: Record<string, string>, pauseMs: number, stop: () => boolean, everyMs = 0): Promise<TimedAnswer[]> {
  // a new connection each time: a keep-alive connection may be closed by the server's idle timer just as it is reused
  const agent = new http.Agent({ keepAlive: false });
  const answers: TimedAnswer[] = [];
  try {
    while (!stop()) {
      const t0 = performance.now();
      answers.push(await timedGet(url, headers, agent).catch(() => ({ status: 0, bytes: 0, ms: performance.now() - t0 })));
      await new Promise((resolve) => setTimeout(resolve, Math.max(pauseMs, everyMs - (performance.now() - t0))));
    }
  } finally {
    agent.destroy();
  }
  return answers;
}

export function quantiles(latencies: number[]): { n: number; p50: number; p95: number; max: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: at(1) };
}

export const byStatus = (answers: TimedAnswer[]) =>
  Object.fromEntries([...new Set(answers.map((a) => a.status))].sort().map((status) => [status, answers.filter((a) => a.status === status).length]));

/** The probe alone for `ms`: its latencies with nothing else running. */
export async function idleProbe(url: string, headers: Record<string, string>, ms = 3000): Promise<ReturnType<typeof quantiles>> {
  let stop = false;
  const [answers] = await Promise.all([repeat(url, headers, 10, () => stop), new Promise((r) => setTimeout(r, ms)).then(() => (stop = true))]);
  return quantiles(answers.map((a) => a.ms));
}
