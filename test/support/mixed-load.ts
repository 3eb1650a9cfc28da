import http from "node:http";

/**
 * A closed-loop mixed load on the JSON API, as a busy instance sees it: `concurrency` clients over keep-alive
 * connections, each sending its next request when the previous one answered, in a fixed mix: six in ten read one
 * flight (GET /api/flight/get/{id}), two read the statistics (GET /api/stats), two save a new flight
 * (POST /api/flight/save). Used by the rolling-restart test (every answer must be a success) and
 * `npm run bench:scale`.
 */

export interface MixedLoad {
  baseUrl: string;
  /** an API key */
  key: string;
  /** flights the key may read */
  flightIds: number[];
  concurrency: number;
  /** runs until this many ms have passed, or until stop() */
  durationMs: number;
}

export interface MixedLoadResult {
  requests: number;
  /** requests that did not get a success answer (a connection error or a status other than 200) */
  failed: number;
  /** the first failures, for the report */
  failures: string[];
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  /** flights saved (their ids), so a test can check they are there */
  saved: number[];
}

export interface RunningLoad {
  stop(): void;
  result: Promise<MixedLoadResult>;
}

const MIX = ["get", "get", "stats", "get", "save", "get", "get", "stats", "get", "save"] as const;

export function startMixedLoad(load: MixedLoad): RunningLoad {
  const agent = new http.Agent({ keepAlive: true, maxSockets: load.concurrency });
  const origin = new URL(load.baseUrl);
  const latencies: number[] = [];
  const failures: string[] = [];
  const saved: number[] = [];
  let failed = 0;
  let stopped = false;
  let next = 0;
  const started = performance.now();
  const deadline = started + load.durationMs;

  const send = (i: number): Promise<string | null> => {
    const kind = MIX[i % MIX.length]!;
    const path = kind === "get" ? `/api/flight/get/${load.flightIds[i % load.flightIds.length]}` : kind === "stats" ? "/api/stats" : "/api/flight/save";
    const body = kind === "save" ? JSON.stringify({ from: "ZRH", to: "LHR", date: "2024-05-01", notes: `load ${i}` }) : undefined;
    const headers: Record<string, string> = { authorization: `Bearer ${load.key}` };
    if (body) Object.assign(headers, { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) });
    return new Promise((resolve) => {
      const req = http.request({ hostname: origin.hostname, port: origin.port, path, method: body ? "POST" : "GET", headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          if (res.statusCode !== 200) return resolve(`${kind} ${path}: ${res.statusCode} ${text.slice(0, 200)}`);
          if (kind === "save") saved.push((JSON.parse(text) as { id: number }).id);
          resolve(null);
        });
        res.on("error", (error) => resolve(`${kind} ${path}: ${error.message}`));
      });
      req.on("error", (error) => resolve(`${kind} ${path}: ${error.message}`));
      if (body) req.write(body);
      req.end();
    });
  };

  const client = async () => {
    while (!stopped && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      const failure = await send(i);
      latencies.push(performance.now() - t0);
      if (failure !== null) {
        failed++;
        if (failures.length < 20) failures.push(failure);
      }
    }
  };

  const result = Promise.all(Array.from({ length: load.concurrency }, client)).then((): MixedLoadResult => {
    agent.destroy();
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    return { requests: latencies.length, failed, failures, seconds, requestsPerSecond: latencies.length / seconds, p50: at(0.5), p95: at(0.95), saved };
  });
  return { stop: () => (stopped = true), result };
}
