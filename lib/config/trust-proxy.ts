import { BlockList, isIP } from "node:net";
import { z } from "zod";
import { addressRangeOf } from "./address-range";

/**
 * TRUST_PROXY: which hops in front of the server may say who the client is (X-Forwarded-For), in the
 * convention of Express and Fastify. Read with the rest of the configuration (lib/config/index.ts); a bad value stops the server.
 * - unset, "", "false", "0": no proxy; the client is the socket's remote address and X-Forwarded-For is ignored.
 * - "true": every hop is trusted; the client is the first (leftmost) X-Forwarded-For entry. Only safe when a proxy
 *   that REPLACES the header sits in front and the server cannot be reached around it: otherwise any client
 *   picks its own address and escapes every per-address limit.
 * - a number N: N proxies in front; the client is the Nth entry from the right of the chain
 *   [X-Forwarded-For entries..., socket address] (the socket being the 0th). 1 = one proxy that appends.
 * - a comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal: walking
 *   the chain from the right, trusted addresses are skipped; the first untrusted one is the client.
 */
export type TrustProxy =
  | { readonly kind: "none" }
  | { readonly kind: "all" }
  | { readonly kind: "hops"; readonly hops: number }
  | { readonly kind: "list"; readonly list: BlockList };

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

const USAGE =
  'TRUST_PROXY must be false, true, a number of proxy hops (e.g. 1), or a comma-separated list of proxy addresses, ' +
  'CIDR ranges and the names loopback, linklocal, uniquelocal (e.g. "loopback, 10.0.0.0/8")';

/** TRUST_PROXY's parser (lib/config/index.ts reads the variable with it). */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = (value ?? "").trim().toLowerCase();
    if (text === "" || text === "false") return { kind: "none" };
    if (text === "true") return { kind: "all" };
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 1000) return hops === 0 ? { kind: "none" } : { kind: "hops", hops };
    } else {
      const list = new BlockList();
      const entries = text.split(",").map((entry) => entry.trim());
      const bad = entries.find((entry) => !(entry in NAMED_RANGES) && addressRangeOf(entry) === null);
      if (bad === undefined) {
        for (const entry of entries.flatMap((entry) => NAMED_RANGES[entry] ?? [entry])) {
          const [address, bits, family] = addressRangeOf(entry)!;
          list.addSubnet(address, bits, family);
        }
        return { kind: "list", list };
      }
      ctx.addIssue({ code: "custom", message: `${USAGE}; "${bad}" is none of those` });
      return z.NEVER;
    }
    ctx.addIssue({ code: "custom", message: `${USAGE}; got "${value}"` });
    return z.NEVER;
  });

/** Parses a TRUST_PROXY value; throws an Error with a message fit for the operator on a bad one. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const result = trustProxySchema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join("; "));
  return result.data;
}

/** "::ffff:10.0.0.1" (an IPv4 client on a dual-stack socket) → "10.0.0.1", so one client has one address. */
function normalised(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function isTrusted(trust: TrustProxy, address: string, hop: number): boolean {
  switch (trust.kind) {
    case "none":
      return false;
    case "all":
      return true;
    case "hops":
      return hop < trust.hops;
    case "list": {
      const version = isIP(address);
      return version !== 0 && trust.list.check(address, version === 4 ? "ipv4" : "ipv6");
    }
  }
}

/**
 * The client's address: walks the chain [X-Forwarded-For entries..., socket address] from the right while the
 * hop is trusted; the first untrusted one is the client (the leftmost when all are).
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: TrustProxy): string {
  const socket = normalised(socketAddress ?? "unknown");
  if (trust.kind === "none" || forwardedFor === undefined) return socket;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((entry) => normalised(entry.trim()));
  const chain = [socket, ...forwarded.reverse()];
  let hop = 0;
  while (hop < chain.length - 1 && isTrusted(trust, chain[hop]!, hop)) hop++;
  // an empty entry ("a,,b") names nobody: the hop that forwarded it is as far as we can tell
  return chain[hop] || chain[hop - 1] || socket;
}
