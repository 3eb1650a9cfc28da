import http from "node:http";

/**
 * A closed-loop load generator: `concurrency` clients, each sending its next request as soon as the previous
 * answered, over keep-alive connections, until `requests` are done or `maxSeconds` pass. It uses node:http
 * rather than fetch: on a 2-core machine the client shares the CPU with the server, and fetch costs the client
 * about twice as much per request.
 */
export interface LoadResult {
  requests: number;
  errors: number;
  /** the first failed answer, for the report */
  firstError?: string;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

export interface LoadRun {
  url: (i: number) => string;
  headers: Record<string, string>;
  requests: number;
  concurrency: number;
  maxSeconds: number;
  warmup: number;
  /** the status every answer should have (default 200 with success true) */
  expectStatus?: number;
  /** how a 200's body starts (default `{"success":true`) */
  expectBodyStart?: string;
}

export async function runLoad(run: LoadRun): Promise<LoadResult> {
  const expected = run.expectStatus ?? 200;
  const agent = new http.Agent({ keepAlive: true, maxSockets: run.concurrency });
  // every URL of a run shares one origin: parse it once, then send each URL's path
  const origin = new URL(run.url(0));
  const target = { hostname: origin.hostname, port: origin.port, agent, headers: run.headers };
  const once = (url: string) => request(target, url.slice(origin.origin.length), expected, run.expectBodyStart ?? '{"success":true');
  try {
    return await measure(run, once);
  } finally {
    agent.destroy();
  }
}

async function measure(run: LoadRun, once: (url: string) => Promise<string | null>): Promise<LoadResult> {
  for (let i = 0; i < run.warmup; i++) await once(run.url(i));
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let next = 0;
  const deadline = performance.now() + run.maxSeconds * 1000;
  const started = performance.now();
  const client = async () => {
    while (next < run.requests && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      const failure = await once(run.url(i));
      latencies.push(performance.now() - t0);
      if (failure !== null) {
        errors++;
        firstError ??= failure;
      }
    }
  };
  await Promise.all(Array.from({ length: run.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    errors,
    ...(firstError === undefined ? {} : { firstError }),
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    mean: latencies.reduce((sum, x) => sum + x, 0) / latencies.length,
    max: latencies[latencies.length - 1] ?? NaN,
  };
}

/** null when the answer is as expected, else its status and body. */
function request(target: http.RequestOptions, path: string, expected: number, bodyStart: string): Promise<string | null> {
  return new Promise((resolve) => {
    const req = http.get({ ...target, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const ok = response.statusCode === expected && (expected !== 200 || text.startsWith(bodyStart));
        resolve(ok ? null : `${response.statusCode} ${text.slice(0, 200)}`);
      });
      response.on("error", (error) => resolve(`response error: ${error.message}`));
    });
    req.on("error", (error) => resolve(`request error: ${error.message}`));
  });
}
