import net from "node:net";

/**
 * The admin's exemptions from the SSRF guard (CONTRAIL_WEBHOOK_ALLOW): host names (matched exactly, case-insensitive),
 * IP addresses and CIDR ranges. Parsed by lib/config/index.ts, entries lower-cased.
 */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

export function isAllowEntry(entry: string): boolean {
  return parseRange(entry) !== null || net.isIP(entry) !== 0 || HOST_NAME.test(entry);
}

/** "a.b.c.d/n" or "v6/n" as [address, prefix, family], else null. */
export function parseRange(entry: string): [string, number, "ipv4" | "ipv6"] | null {
  const slash = entry.lastIndexOf("/");
  if (slash < 0) return null;
  const address = entry.slice(0, slash);
  const bits = entry.slice(slash + 1);
  const family = net.isIP(address);
  if (family === 0 || !/^\d{1,3}$/.test(bits)) return null;
  const prefix = Number(bits);
  if (prefix > (family === 4 ? 32 : 128)) return null;
  return [address, prefix, family === 4 ? "ipv4" : "ipv6"];
}

export interface AllowList {
  /** whether a URL's host name (as written, lower case, no brackets) is exempt */
  host(name: string): boolean;
  /** whether a resolved address is exempt */
  address(ip: string): boolean;
}

export function allowListOf(entries: readonly string[]): AllowList {
  const names = new Set<string>();
  const ranges = new net.BlockList();
  for (const entry of entries) {
    const range = parseRange(entry);
    const family = net.isIP(entry);
    if (range) ranges.addSubnet(range[0], range[1], range[2]);
    else if (family !== 0) ranges.addAddress(entry, family === 4 ? "ipv4" : "ipv6");
    else names.add(entry.toLowerCase());
  }
  return {
    host: (name) => names.has(name.toLowerCase()),
    address: (ip) => {
      const family = net.isIP(ip);
      return family !== 0 && ranges.check(ip, family === 4 ? "ipv4" : "ipv6");
    },
  };
}
