import net from "node:net";
import { addressRangeOf } from "./address-range";

/**
 * The admin's exemptions from the SSRF guard (CONTRAIL_WEBHOOK_ALLOW): host names (matched exactly, case-insensitive),
 * IP addresses and CIDR ranges. Parsed by lib/config/index.ts, entries lower-cased.
 */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

export function isAllowEntry(entry: string): boolean {
  return addressRangeOf(entry) !== null || HOST_NAME.test(entry);
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
    const range = addressRangeOf(entry);
    if (range) ranges.addSubnet(range[0], range[1], range[2]);
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
