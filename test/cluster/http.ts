import http from "node:http";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP request on its own connection. `localAddress`: the loopback address to send from (127.0.0.2, …), so a
 * test is a client of its own for the per-address limits, behind the proxy or not.
 */
export function request(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string; agent?: http.Agent } = {},
): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? "GET",
        headers: options.body === undefined ? options.headers : { "content-length": String(Buffer.byteLength(options.body)), ...options.headers },
        localAddress: options.localAddress,
        agent: options.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
