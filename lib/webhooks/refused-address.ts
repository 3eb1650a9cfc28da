import net from "node:net";

/**
 * The addresses a webhook may not reach (server-side request forgery): anything on this machine or its networks, the
 * cloud metadata service, and what is no unicast address on the internet. An IPv6 address carrying an IPv4 address
 * (embeddedIpv4s) is judged by the IPv4 addresses it may carry.
 */
const REFUSED = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, 169.254.169.254 the cloud metadata service
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  REFUSED.addSubnet(address, prefix, "ipv4");
}
for (const [address, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  REFUSED.addSubnet(address, prefix, "ipv6");
}

/**
 * The IPv4 addresses an IPv6 address may carry, each to be judged as that IPv4 address; empty when it carries none.
 * IPv4-mapped (::ffff:0:0/96), SIIT (::ffff:0:0:0/96) and IPv4-compatible (::/96) forms, NAT64 (64:ff9b::/96, RFC
 * 6052), 6to4 (2002::/16: bits 16-47) and Teredo (2001::/32: the server in bits 32-63, the client in the last 32 bits
 * inverted). A local-use NAT64 prefix (64:ff9b:1::/48) may be any of RFC 6052's /48, /56, /64 or /96, which place the
 * IPv4 address differently: every reading is answered, so none of them may reach a refused address.
 */
export function embeddedIpv4s(ip: string): string[] {
  const words = expandIpv6(ip);
  if (!words) return [];
  const bytes = words.flatMap((word) => [word >> 8, word & 0xff]);
  const at = (...indexes: number[]) => indexes.map((i) => bytes[i]).join(".");
  const last32 = at(12, 13, 14, 15);
  const [w0, w1, w2, w3, w4, w5, w6] = words as [number, number, number, number, number, number, number, number];
  const zeroUpTo = (n: number) => words.slice(0, n).every((word) => word === 0);
  if (zeroUpTo(5) && w5 === 0xffff) return [last32]; // mapped
  if (zeroUpTo(4) && w4 === 0xffff && w5 === 0) return [last32]; // SIIT
  if (zeroUpTo(6) && w6 !== 0) return [last32]; // compatible; ::, ::1 and the like are themselves
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) return [last32];
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 1) return [at(6, 7, 9, 10), at(7, 9, 10, 11), at(9, 10, 11, 12), last32];
  if (w0 === 0x2002) return [at(2, 3, 4, 5)];
  if (w0 === 0x2001 && w1 === 0) return [at(4, 5, 6, 7), bytes.slice(12).map((byte) => byte ^ 0xff).join(".")];
  return [];
}

function expandIpv6(ip: string): number[] | null {
  if (net.isIPv6(ip) === false) return null;
  let text = ip.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[0].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left, right] = text.includes("::") ? text.split("::") : [text, null];
  const head = left ? left.split(":") : [];
  const tail = right ? right.split(":") : [];
  const fill = right === null ? 0 : 8 - head.length - tail.length;
  const words = [...head, ...Array<string>(fill).fill("0"), ...tail].map((w) => parseInt(w, 16));
  return words.length === 8 && words.every((w) => w >= 0 && w <= 0xffff) ? words : null;
}

/** Whether `ip` (a literal address) is one a webhook may not reach; anything that is not an address is refused. */
export function isRefusedAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 4) return REFUSED.check(ip, "ipv4");
  if (family !== 6) return true;
  return embeddedIpv4s(ip).some((v4) => REFUSED.check(v4, "ipv4")) || REFUSED.check(ip, "ipv6");
}
