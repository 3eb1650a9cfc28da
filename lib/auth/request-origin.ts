import { headers } from "next/headers";
import { getConfig } from "@/lib/config";

/** The address a page was reached at (PUBLIC_URL when set), for URLs and examples the page shows. */
export async function requestOrigin(): Promise<string> {
  const { publicUrl } = getConfig();
  if (publicUrl) return new URL(publicUrl).origin;
  const list = await headers();
  const host = list.get("x-forwarded-host") ?? list.get("host") ?? "localhost:3000";
  const proto = list.get("x-forwarded-proto") ?? "http";
  return `${proto.split(",")[0]}://${host.split(",")[0]}`;
}
