import dns from "node:dns";
import net from "node:net";
import type { LookupFunction } from "node:net";
import { fieldInputError } from "@/lib/errors";
import type { AllowList } from "@/lib/config/webhook-allow-list";
import { embeddedIpv4s, isRefusedAddress } from "./refused-address";

/** How a host name is resolved: every address it has (dns.lookup's, injected by tests). */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/** The longest webhook URL accepted. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** Why a webhook URL or address is refused; the message is shown to the user as it is. */
export class RefusedTarget extends Error {
  override name = "RefusedTarget";
}

/** The host of a URL as written, without IPv6 brackets, lower case. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
}

/**
 * Whether the connection may go to `ip` for a URL naming `host`: allowed by name or range, else not a refused address.
 * An IPv6 address carrying IPv4 addresses is judged by those, each allowed by range or not refused (or allowed itself:
 * a local-use NAT64 prefix the admin runs).
 */
function addressAllowed(host: string, ip: string, allow: AllowList): boolean {
  if (allow.host(host) || allow.address(ip)) return true;
  const carried = embeddedIpv4s(ip);
  if (carried.length === 0) return !isRefusedAddress(ip);
  return carried.every((v4) => allow.address(v4) || !isRefusedAddress(v4));
}

/**
 * Checks a URL a webhook is to be sent to (at save time, and again before each delivery): http or https, no
 * credentials in it, and every address its host resolves to allowed (an address literal is its own). Answers the
 * parsed URL or throws RefusedTarget.
 */
export async function checkWebhookTarget(raw: string, allow: AllowList, resolve: Resolver = systemResolver): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedTarget("is not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new RefusedTarget("must be an http:// or https:// URL");
  if (url.username || url.password) throw new RefusedTarget("must not carry a user name or password");
  const host = hostOf(url);
  const addresses = net.isIP(host) ? [host] : await resolveAll(host, resolve);
  const refused = addresses.find((ip) => !addressAllowed(host, ip, allow));
  if (refused !== undefined) throw new RefusedTarget(`points to ${refused}, an address on this server's own networks, which webhooks may not reach`);
  return url;
}

async function resolveAll(host: string, resolve: Resolver): Promise<string[]> {
  let found: { address: string }[];
  try {
    found = await resolve(host);
  } catch {
    throw new RefusedTarget(`names a host that does not resolve (${host})`);
  }
  if (found.length === 0) throw new RefusedTarget(`names a host that does not resolve (${host})`);
  return found.map((entry) => entry.address);
}

/** checkWebhookTarget for a form: a refusal is an InputError naming the field. */
export async function checkWebhookUrlInput(raw: string, allow: AllowList, resolve?: Resolver): Promise<URL> {
  if (raw.length > WEBHOOK_URL_MAX_LENGTH) throw fieldInputError(["url"], `must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`);
  try {
    return await checkWebhookTarget(raw, allow, resolve);
  } catch (error) {
    if (error instanceof RefusedTarget) throw fieldInputError(["url"], error.message);
    throw error;
  }
}

/**
 * A `lookup` for http.request that resolves the host and checks every address before the socket connects, so the
 * connection goes only to an address checked now (a name that resolved to a public address at save time and to
 * 127.0.0.1 since, DNS rebinding, is refused here).
 */
export function guardedLookup(allow: AllowList, resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    const host = hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
    const family = typeof options === "object" && options && "family" in options ? Number(options.family) || 0 : 0;
    resolve(host)
      .then((found) => {
        const usable = found.filter((entry) => family === 0 || entry.family === family);
        if (usable.length === 0) throw new RefusedTarget(`names a host that does not resolve (${host})`);
        const refused = usable.find((entry) => !addressAllowed(host, entry.address, allow));
        if (refused) throw new RefusedTarget(`points to ${refused.address}, an address webhooks may not reach`);
        const [first] = usable as [{ address: string; family: number }];
        if (typeof options === "object" && options?.all) callback(null, usable);
        else callback(null, first.address, first.family);
      })
      .catch((error: unknown) => callback(error as NodeJS.ErrnoException, "", 0));
  };
}
