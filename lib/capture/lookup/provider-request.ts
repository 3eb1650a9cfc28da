import type { z } from "zod";
import { readTextWithin } from "@/lib/api/transport/read-json-body";
import { PayloadTooLargeError } from "@/lib/errors";

/** How a provider is asked: its address (below the configured base URL), its headers and how long it may take. */
export interface ProviderRequest {
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** the statuses by which the provider says it does not know the flight */
  unknownStatuses: readonly number[];
}

/** A provider's answer, checked: its body, that it does not know the flight, or a failure with its reason. */
export type ProviderBody<T> = { kind: "body"; body: T } | { kind: "unknown" } | { kind: "failed"; reason: string };

/** A provider's answer is a few kilobytes; anything far larger is no answer of theirs. */
const MAX_BODY_BYTES = 256 * 1024;

/** The base URL and a path below it, whether or not the base ends in a slash ("https://x/api" + "v0/a"). */
export function urlBelow(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/${path}`;
}

/**
 * GETs a provider's JSON and checks it against `schema`. Never throws: a timeout, a refused connection, a redirect
 * (the server calls only the configured address), a status other than 200, a body too large, not JSON or of another
 * shape is a failure with its reason, which never quotes the headers (they carry the key).
 */
export async function getProviderJson<T>(request: ProviderRequest, schema: z.ZodType<T>): Promise<ProviderBody<T>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      headers: { accept: "application/json", ...request.headers },
      redirect: "error",
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await readTextWithin(response, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return { kind: "failed", reason: "answer too large" };
    return { kind: "failed", reason: (error as Error).name === "TimeoutError" ? "timed out" : "unreachable" };
  }
  if (request.unknownStatuses.includes(response.status)) return { kind: "unknown" };
  if (response.status !== 200) return { kind: "failed", reason: `status ${response.status}` };
  const parsed = schema.safeParse(parseJson(text));
  return parsed.success ? { kind: "body", body: parsed.data } : { kind: "failed", reason: "unexpected answer" };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
