import http from "node:http";

/** One answer of a benchmark's GET: its status, the bytes of its body and the milliseconds to its end. */
export interface TimedAnswer {
  status: number;
  bytes: number;
  ms: number;
}

/** GET `url` through `agent`, reading the body to its end without keeping it. */
export function timedGet(url: string, headers: Record<string, string>, agent: http.Agent): Promise<TimedAnswer> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - t0 }));
      response.on("error", reject);
    });
    req.on("error", reject);
  });
}
