import http from "node:http";
import { checkAgainstDocument } from "./openapi-responses";

/**
 * A raw HTTP client for contract tests: sends the path and headers exactly as given (fetch would normalise
 * paths and header values), and parses a JSON body when there is one. Every answer is checked against the
 * OpenAPI document (./openapi-responses.ts): one that does not fit rejects the request.
 */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** the body's bytes as they came (text is their UTF-8 reading, which mangles an image); rawRequest sets it */
  body?: Buffer;
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
          const body = Buffer.concat(chunks);
          const text = body.toString("utf8");
          let json: unknown;
          try {
            json = text === "" ? undefined : (JSON.parse(text) as unknown);
          } catch {
            json = undefined;
          }
          const response = { status: res.statusCode ?? 0, headers: res.headers, text, body, json };
          try {
            checkAgainstDocument(request.method ?? "GET", path, response);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
            return;
          }
          resolve(response);
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

/** fetch for generated clients (openapi-fetch): the same check against the OpenAPI document as rawRequest's. */
export async function checkedFetch(request: Request): Promise<Response> {
  const response = await fetch(request);
  const text = await response.clone().text();
  let json: unknown;
  try {
    json = text === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    json = undefined;
  }
  const url = new URL(request.url);
  checkAgainstDocument(request.method, url.pathname + url.search, { status: response.status, headers: Object.fromEntries(response.headers), text, json });
  return response;
}
