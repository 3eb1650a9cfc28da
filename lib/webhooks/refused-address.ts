import net from "node:net";

/**
 * The addresses a webhook may not reach (server-side request forgery): anything on this machine or its networks, the
 * cloud metadata service, and what is no unicast address on the internet. IPv4-mapped IPv6 addresses are judged as
 * the IPv4 address they carry.
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
  ["64:ff9b::", 96], // NAT64 carries an IPv4 address: judged unsafe rather than unpacked
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  REFUSED.addSubnet(address, prefix, "ipv6");
}

/** The IPv4 address an IPv4-mapped (::ffff:a.b.c.d) or IPv4-compatible (::a.b.c.d) IPv6 address carries, else null. */
export function embeddedIpv4(ip: string): string | null {
  const words = expandIpv6(ip);
  if (!words) return null;
  const [w0, w1, w2, w3, w4, w5, w6, w7] = words as [number, number, number, number, number, number, number, number];
  if (w0 !== 0 || w1 !== 0 || w2 !== 0 || w3 !== 0 || w4 !== 0 || (w5 !== 0xffff && w5 !== 0)) return null;
  if (w5 === 0 && w6 === 0) return null; // :: and ::1 are themselves
  return [w6 >> 8, w6 & 0xff, w7 >> 8, w7 & 0xff].join(".");
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
  const v4 = embeddedIpv4(ip);
  if (v4 !== null) return REFUSED.check(v4, "ipv4");
  return REFUSED.check(ip, "ipv6");
}
