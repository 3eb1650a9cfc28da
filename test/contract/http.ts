import http from "node:http";

/**
 * A raw HTTP client for contract tests: sends the path and headers exactly as given (fetch would normalise
 * paths and header values), and parses a JSON body when there is one.
 */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** the parsed body, or undefined when it is not JSON */
  json: unknown;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function rawRequest(baseUrl: string, path: string, request: RawRequest = {}): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: request.method ?? "GET",
        // an explicit length: Node does not frame a DELETE or OPTIONS body on its own
        headers:
          request.body === undefined ? request.headers : { "content-length": String(Buffer.byteLength(request.body)), ...request.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown;
          try {
            json = text === "" ? undefined : (JSON.parse(text) as unknown);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

/** GET/POST with an API key (null: no Authorization header). */
export function call(
  baseUrl: string,
  path: string,
  key: string | null,
  options: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (key !== null) headers.authorization = `Bearer ${key}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers["content-type"] = "application/json";
  }
  return rawRequest(baseUrl, path, { method: options.method ?? (body === undefined ? "GET" : "POST"), headers, body });
}
