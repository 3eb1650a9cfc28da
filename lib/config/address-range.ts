import { isIP } from "node:net";

/**
 * "10.0.0.0/8" or "::1" → [address, prefix length, family]; a bare address is the range of itself alone. Null when it
 * is neither. TRUST_PROXY and CONTRAIL_WEBHOOK_ALLOW read their addresses and ranges with it.
 */
export function addressRangeOf(entry: string): [string, number, "ipv4" | "ipv6"] | null {
  const [address = "", prefix, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return null;
  const max = version === 4 ? 32 : 128;
  const bits = prefix === undefined ? max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits >= 0 && bits <= max)) return null;
  return [address, bits, version === 4 ? "ipv4" : "ipv6"];
}
