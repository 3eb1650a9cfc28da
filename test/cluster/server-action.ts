import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Calls a server action over HTTP as the browser does: a POST to the page with the action's id (from the build's
 * .next/server/server-reference-manifest.json) in the Next-Action header and the arguments encoded as React's
 * encodeReply encodes them: plain values as a JSON array (text/plain), a FormData argument as multipart fields
 * prefixed with its reference ("_1_name") while the array in field "0" points at it as "$K1". The answer is React's
 * flight stream: row 0 is {"a": result or "$@<row>", …}; a redirect comes as the x-action-redirect header instead.
 */

const MANIFEST = path.resolve(__dirname, "../../.next/server/server-reference-manifest.json");

interface ManifestEntry {
  filename?: string;
  exportedName?: string;
}

export function actionId(filename: string, exportedName: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as { node: Record<string, ManifestEntry> };
  const found = Object.entries(manifest.node).find(([, entry]) => entry.filename === filename && entry.exportedName === exportedName);
  if (!found) throw new Error(`${exportedName} of ${filename} is not in ${MANIFEST} (npm run build)`);
  return found[0];
}

export interface ActionAnswer<T> {
  status: number;
  /** where the action sent the browser (a redirect), else null */
  redirect: string | null;
  value: T | undefined;
  text: string;
}

export interface ActionCall {
  baseUrl: string;
  /** the page the action is used on (its path) */
  page: string;
  id: string;
  cookie: string;
  /** plain values; a Record<string, string> marked with `form` is sent as a FormData argument */
  args: unknown[];
}

/** Marks an argument as a FormData (its fields as strings). */
export function form(fields: Record<string, string>): { [FORM]: Record<string, string> } {
  return { [FORM]: fields };
}
const FORM = Symbol("form");

export async function callAction<T>(call: ActionCall): Promise<ActionAnswer<T>> {
  const headers: Record<string, string> = {
    "next-action": call.id,
    accept: "text/x-component",
    origin: new URL(call.baseUrl).origin,
    cookie: call.cookie,
  };
  const forms = call.args.filter((arg): arg is { [FORM]: Record<string, string> } => typeof arg === "object" && arg !== null && FORM in arg);
  let body: string | FormData;
  if (forms.length === 0) {
    headers["content-type"] = "text/plain;charset=UTF-8";
    body = JSON.stringify(call.args);
  } else {
    const data = new FormData();
    let reference = 0;
    const root = call.args.map((arg) => {
      if (typeof arg !== "object" || arg === null || !(FORM in arg)) return arg;
      reference++;
      for (const [name, value] of Object.entries((arg as { [FORM]: Record<string, string> })[FORM])) data.append(`_${reference}_${name}`, value);
      return `$K${reference.toString(16)}`;
    });
    data.append("0", JSON.stringify(root));
    body = data;
  }
  const res = await fetch(`${call.baseUrl}${call.page}`, { method: "POST", headers, body, redirect: "manual" });
  const text = await res.text();
  const redirect = res.headers.get("x-action-redirect");
  return { status: res.status, redirect: redirect ? redirect.split(";")[0]! : null, value: redirect ? undefined : (resultOf(text) as T), text };
}

/** The action's result from the flight stream's rows ("<id>:<json>" lines). */
function resultOf(text: string): unknown {
  const rows = new Map<string, string>();
  for (const line of text.split("\n")) {
    const match = /^([0-9a-f]+):(.*)$/.exec(line);
    if (match) rows.set(match[1]!, match[2]!);
  }
  const first = rows.get("0");
  if (first === undefined) return undefined;
  const head = JSON.parse(first) as { a?: unknown };
  if (typeof head.a === "string" && head.a.startsWith("$@")) {
    const row = rows.get(head.a.slice(2));
    return row === undefined ? undefined : (JSON.parse(row) as unknown);
  }
  return head.a;
}
