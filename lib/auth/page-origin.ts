import { headers } from "next/headers";
import { getConfig } from "@/lib/config";
import { requestOrigin } from "./same-origin";

/**
 * The address a page was reached at, for the URLs and examples it shows: PUBLIC_URL when set, else the origin the
 * request was sent to, by the same rule that checks a form's Origin (a forwarded scheme only from a trusted proxy).
 */
export async function pageOrigin(): Promise<string> {
  const { publicUrl } = getConfig();
  if (publicUrl) return new URL(publicUrl).origin;
  return requestOrigin(await headers()) ?? "http://localhost:3000";
}
