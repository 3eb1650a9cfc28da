import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";
import { InputError } from "@/lib/errors";
import { allowListOf } from "@/lib/config/webhook-allow-list";
import { postWebhook } from "./post-webhook";
import { isRefusedAddress } from "./refused-address";
import { checkWebhookTarget, checkWebhookUrlInput, guardedLookup, RefusedTarget, type Resolver } from "./url-guard";

const none = allowListOf([]);
/** A resolver that answers from a table, as DNS would (a name may answer several addresses). */
const fakeDns =
  (table: Record<string, string[]>): Resolver =>
  async (host) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
const dns = fakeDns({ "hooks.example": ["93.184.216.34"], "sneaky.example": ["127.0.0.1"], "mixed.example": ["93.184.216.34", "10.1.2.3"] });

describe("isRefusedAddress", () => {
  it.each([
    "127.0.0.1", "127.8.9.10", "10.0.0.1", "10.255.255.255", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254",
    "169.254.0.1", "100.64.0.1", "100.127.255.255", "0.0.0.0", "224.0.0.1", "255.255.255.255", "::1", "::", "fc00::1", "fd12:3456::1",
    "fe80::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "::127.0.0.1", "not an ip",
  ])("refuses %s", (ip) => {
    expect(isRefusedAddress(ip)).toBe(true);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "192.169.0.1", "2606:4700::1111", "::ffff:93.184.216.34"])("lets %s through", (ip) => {
    expect(isRefusedAddress(ip)).toBe(false);
  });

  // IPv6 forms that carry an IPv4 address are judged by the address they carry
  it.each([
    ["SIIT", "::ffff:0:127.0.0.1"],
    ["SIIT, hex", "::ffff:0:a00:1"],
    ["6to4", "2002:7f00:1::"],
    ["6to4 of the metadata service", "2002:a9fe:a9fe::1"],
    ["NAT64", "64:ff9b::127.0.0.1"],
    ["NAT64, hex", "64:ff9b::a9fe:a9fe"],
    ["NAT64 local-use /96", "64:ff9b:1::7f00:1"],
    ["NAT64 local-use /48", "64:ff9b:1:7f00:1:1::"],
    ["NAT64 local-use, public read at /48, loopback at /96", "64:ff9b:1:808:8:800:7f00:1"],
    ["NAT64 local-use, public at /96 but 0.0.0.0 at /48", "64:ff9b:1::808:808"],
    ["Teredo server", "2001:0:7f00:1::"],
    ["Teredo client (inverted)", "2001:0:808:808:0:0:80ff:fffe"],
  ])("refuses %s (%s)", (_form, ip) => {
    expect(isRefusedAddress(ip)).toBe(true);
  });

  it.each([
    ["SIIT", "::ffff:0:8.8.8.8"],
    ["6to4", "2002:808:808::1"],
    ["NAT64", "64:ff9b::8.8.8.8"],
    ["NAT64 local-use, public at every prefix length", "64:ff9b:1:808:8:808:808:808"],
    ["Teredo", "2001:0:808:808:0:0:f7f7:f7f7"],
  ])("lets %s through when it carries a public address (%s)", (_form, ip) => {
    expect(isRefusedAddress(ip)).toBe(false);
  });
});

describe("checkWebhookTarget", () => {
  it.each([
    ["http://127.0.0.1:8080/hook", /127\.0\.0\.1/],
    ["http://10.0.0.5/hook", /10\.0\.0\.5/],
    ["http://169.254.169.254/latest/meta-data/", /169\.254\.169\.254/],
    ["http://[::1]:3000/", /::1/],
    ["http://[::ffff:127.0.0.1]/", /127\.0\.0\.1|::ffff/],
    ["http://[::ffff:0:127.0.0.1]/", /::ffff:0:7f00:1/],
    ["http://[2002:7f00:1::]/", /2002:7f00:1::/],
    ["http://sneaky.example/hook", /127\.0\.0\.1/],
    ["http://mixed.example/hook", /10\.1\.2\.3/],
    ["ftp://hooks.example/", /http/],
    ["file:///etc/passwd", /http/],
    ["https://user:pw@hooks.example/", /user name or password/],
    ["https://nowhere.example/", /does not resolve/],
    ["not a url", /not a URL/],
  ])("refuses %s", async (url, message) => {
    await expect(checkWebhookTarget(url, none, dns)).rejects.toThrow(message);
  });

  it("accepts a public https URL", async () => {
    expect((await checkWebhookTarget("https://hooks.example/in?x=1", none, dns)).href).toBe("https://hooks.example/in?x=1");
  });

  it("lets through what CONTRAIL_WEBHOOK_ALLOW names: an address, a range, a host name", async () => {
    const allow = allowListOf(parseConfig({ CONTRAIL_WEBHOOK_ALLOW: "127.0.0.1, 10.0.0.0/8,Sneaky.Example" }).webhooks.allow);
    await expect(checkWebhookTarget("http://127.0.0.1:8080/", allow, dns)).resolves.toBeInstanceOf(URL);
    await expect(checkWebhookTarget("http://[::ffff:127.0.0.1]/", allow, dns)).resolves.toBeInstanceOf(URL);
    await expect(checkWebhookTarget("http://10.9.8.7/", allow, dns)).resolves.toBeInstanceOf(URL);
    await expect(checkWebhookTarget("http://sneaky.example/", allow, dns)).resolves.toBeInstanceOf(URL);
    await expect(checkWebhookTarget("http://127.0.0.2/", allow, dns)).rejects.toThrow(RefusedTarget);
    await expect(checkWebhookTarget("http://192.168.0.1/", allow, dns)).rejects.toThrow(RefusedTarget);
    // a local-use NAT64 prefix the admin runs is allowed by its IPv6 range
    const nat64 = allowListOf(["64:ff9b:1::/96"]);
    await expect(checkWebhookTarget("http://[64:ff9b:1::808:808]/", nat64, dns)).resolves.toBeInstanceOf(URL);
    expect(() => parseConfig({ CONTRAIL_WEBHOOK_ALLOW: "10.0.0.0/99" })).toThrow(/CONTRAIL_WEBHOOK_ALLOW/);
  });

  it("is an input error on the url field for a form", async () => {
    const error = await checkWebhookUrlInput("http://127.0.0.1/", none, dns).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).field).toBe("url");
    expect((error as InputError).message).toMatch(/^url: points to 127\.0\.0\.1/);
  });
});

describe("at connect time", () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits++;
      if (req.url === "/redirect") res.writeHead(302, { Location: `http://127.0.0.1:${port}/final` }).end();
      else res.writeHead(200).end("x".repeat(5000));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("refuses a name that resolves to a refused address now (DNS rebinding): no connection is made", async () => {
    // at save time the name was public; now it answers 127.0.0.1
    const rebound = fakeDns({ "rebind.example": ["127.0.0.1"] });
    const before = hits;
    const outcome = await postWebhook(new URL(`http://rebind.example:${port}/`), {}, "{}", guardedLookup(none, rebound));
    expect(outcome).toMatchObject({ kind: "failed", error: expect.stringMatching(/127\.0\.0\.1/) });
    expect(hits).toBe(before);
  });

  it("connects when the address is allowed, and keeps at most 300 bytes of the answer", async () => {
    const rebound = fakeDns({ "rebind.example": ["127.0.0.1"] });
    const outcome = await postWebhook(new URL(`http://rebind.example:${port}/`), {}, "{}", guardedLookup(allowListOf(["127.0.0.1"]), rebound));
    expect(outcome).toMatchObject({ kind: "answered", status: 200 });
    expect(outcome.kind === "answered" && Buffer.byteLength(outcome.body)).toBe(300);
  });

  it("does not follow a redirect", async () => {
    const allowed = allowListOf(["127.0.0.1"]);
    const before = hits;
    const outcome = await postWebhook(new URL(`http://127.0.0.1:${port}/redirect`), {}, "{}", guardedLookup(allowed));
    expect(outcome).toMatchObject({ kind: "answered", status: 302 });
    expect(hits).toBe(before + 1);
  });

  it("gives up after the time-out", async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const url = new URL(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`);
    const outcome = await postWebhook(url, {}, "{}", guardedLookup(allowListOf(["127.0.0.1"])), 300);
    silent.closeAllConnections();
    silent.close();
    expect(outcome).toMatchObject({ kind: "failed", error: expect.stringMatching(/no answer/) });
  });
});
