import { readFileSync } from "node:fs";
import { actionId, callAction } from "./server-action";
import type { ImportRequest, JobView, WebReport } from "@/components/import/import-types";

/** Settings → Import as its page drives it: the upload route, then the server actions, on the instance given. */

const ACTIONS = "app/(app)/settings/import/actions.ts";
const PAGE = "/settings/import";

type Answer<T> = { ok: true; value: T } | { ok: false; message: string };

export async function uploadImport(baseUrl: string, cookie: string, file: string): Promise<{ token: string; format: string | null }> {
  const res = await fetch(`${baseUrl}/settings/import/upload`, {
    method: "POST",
    headers: { cookie, origin: baseUrl, "x-file-name": "flights.csv", "content-type": "application/octet-stream" },
    body: readFileSync(file),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`upload through ${baseUrl}: ${res.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { token: string; format: string | null };
  return { token: body.token, format: body.format };
}

export function importRequest(token: string): ImportRequest {
  return { token, format: "fr24", matchUsers: false, mapping: { airports: {}, airlines: {}, aircraft: {} } };
}

async function action<T>(baseUrl: string, cookie: string, name: string, args: unknown[]): Promise<T> {
  const answer = await callAction<Answer<T>>({ baseUrl, page: PAGE, id: actionId(ACTIONS, name), cookie, args });
  if (answer.redirect) throw new Error(`${name} through ${baseUrl} redirected to ${answer.redirect}`);
  const result = answer.value;
  if (!result) throw new Error(`${name} through ${baseUrl}: ${answer.status} ${answer.text.slice(0, 500)}`);
  if (!result.ok) throw new Error(`${name} through ${baseUrl}: ${result.message}`);
  return result.value;
}

export const previewImport = (baseUrl: string, cookie: string, request: ImportRequest) => action<WebReport>(baseUrl, cookie, "previewImportAction", [request]);
export const startImport = (baseUrl: string, cookie: string, request: ImportRequest) => action<JobView>(baseUrl, cookie, "startImportAction", [request]);
export const importStatus = (baseUrl: string, cookie: string, jobId: string) => action<JobView>(baseUrl, cookie, "importStatusAction", [jobId]);

/** Polls the job through `baseUrl` until it has ended. */
export async function waitForImport(baseUrl: string, cookie: string, jobId: string, timeoutMs = 240_000): Promise<JobView> {
  const started = Date.now();
  for (;;) {
    const job = await importStatus(baseUrl, cookie, jobId);
    if (job.status !== "running") return job;
    if (Date.now() - started > timeoutMs) throw new Error(`import ${jobId} still running after ${timeoutMs / 1000} s: ${JSON.stringify(job.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
