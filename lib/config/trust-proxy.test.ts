import { describe, expect, it } from "vitest";
import { parseTrustProxy, resolveClientAddress } from "./trust-proxy";

describe("parseTrustProxy", () => {
  it("is off when unset, empty, false or 0", () => {
    for (const value of [undefined, "", "  ", "false", "FALSE", "0"]) expect(parseTrustProxy(value)).toEqual({ kind: "none" });
  });

  it("reads true and a number of hops", () => {
    expect(parseTrustProxy("true")).toEqual({ kind: "all" });
    expect(parseTrustProxy(" 2 ")).toEqual({ kind: "hops", hops: 2 });
  });

  it("reads a list of addresses, ranges and names", () => {
    const trust = parseTrustProxy("loopback, 10.0.0.0/8,2001:db8::/32 ,192.0.2.7");
    expect(trust.kind).toBe("list");
    const trusted = (address: string) => resolveClientAddress(address, "198.51.100.1", trust) === "198.51.100.1";
    for (const address of ["127.0.0.1", "127.9.9.9", "::1", "10.200.0.1", "2001:db8::5", "192.0.2.7", "::ffff:10.0.0.1"]) {
      expect(trusted(address), address).toBe(true);
    }
    for (const address of ["192.0.2.8", "11.0.0.1", "2001:db9::5", "172.16.0.1"]) expect(trusted(address), address).toBe(false);
  });

  it("refuses anything else with a message naming the value", () => {
    for (const value of ["yes", "-1", "1.5", "10.0.0.0/33", "::1/129", "10.0.0.1/8/1", "localhost", "10.0.0.0/x", "1,,2", "99999"]) {
      expect(() => parseTrustProxy(value), value).toThrow(/^TRUST_PROXY must be false, true, a number of proxy hops/);
    }
    expect(() => parseTrustProxy("loopback, proxy.local")).toThrow(/"proxy\.local" is none of those/);
  });
});

describe("resolveClientAddress", () => {
  const off = parseTrustProxy(undefined);

  it("without a trusted proxy, is the socket's address whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("192.0.2.1", "203.0.113.9", off)).toBe("192.0.2.1");
    expect(resolveClientAddress("::ffff:192.0.2.1", undefined, off)).toBe("192.0.2.1");
    expect(resolveClientAddress(undefined, "203.0.113.9", off)).toBe("unknown");
  });

  it("with N hops, is the Nth entry from the right of X-Forwarded-For + socket", () => {
    const one = parseTrustProxy("1");
    expect(resolveClientAddress("10.0.0.1", "203.0.113.9, 198.51.100.7", one)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.1", ["203.0.113.9", "198.51.100.7"], one)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.1", undefined, one)).toBe("10.0.0.1");
    const two = parseTrustProxy("2");
    expect(resolveClientAddress("10.0.0.1", "203.0.113.9, 198.51.100.7, 10.0.0.2", two)).toBe("198.51.100.7");
    // a chain shorter than the hops: the leftmost entry
    expect(resolveClientAddress("10.0.0.1", "198.51.100.7", two)).toBe("198.51.100.7");
  });

  it("with a list, walks from the right past trusted proxies to the first untrusted address", () => {
    const trust = parseTrustProxy("10.0.0.0/8");
    expect(resolveClientAddress("10.0.0.1", "203.0.113.9, 198.51.100.7, 10.1.1.1", trust)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.1", "10.2.2.2, 10.1.1.1", trust)).toBe("10.2.2.2");
    // a request that did not come through a trusted proxy: its X-Forwarded-For is its own word, ignored
    expect(resolveClientAddress("192.0.2.1", "10.1.1.1, 198.51.100.7", trust)).toBe("192.0.2.1");
    // an entry that is no address is not a trusted proxy
    expect(resolveClientAddress("10.0.0.1", "198.51.100.7, bogus", trust)).toBe("bogus");
  });

  it("with true, is the leftmost entry", () => {
    expect(resolveClientAddress("10.0.0.1", "203.0.113.9, 198.51.100.7", parseTrustProxy("true"))).toBe("203.0.113.9");
  });

  it("skips an empty entry to the hop that forwarded it", () => {
    expect(resolveClientAddress("10.0.0.1", "198.51.100.7, ", parseTrustProxy("1"))).toBe("10.0.0.1");
  });
});
