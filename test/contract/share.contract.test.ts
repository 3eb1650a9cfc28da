import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardWords } from "@/components/share/card-words";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { CARD_ROUTE_LIMIT, shareCardSvg, type CardTheme } from "@/components/share/share-card-svg";
import { svgToPng } from "@/lib/images/svg-to-png";
import { findActiveShareLink } from "@/lib/share/active-share-link";
import { getShareCardView } from "@/lib/share/share-view";
import { readPngHeader } from "@/test/support/png-header";
import type { Principal } from "@/lib/auth/principal";
import { createDb, type Db } from "@/lib/db/client";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { SHARE_TOGGLES, type ShareLinkInput } from "@/lib/share/share-link-input";
import { createShareLink, deleteShareLink } from "@/lib/share/share-links";
import { createUser, type TestUser } from "@/test/support/fixtures";
import { startServer, type RunningServer } from "@/test/support/production-server";
import { contractContext } from "./context";
import { rawRequest, type RawResponse } from "./http";

// The public share doors: /share/<slug>, /share/<slug>/card.svg and card.png (lib/share/, server/share-gate.ts).
const { baseUrl, databaseUrl } = contractContext();
let db: Db;
let owner: TestUser;
let other: TestUser;
const flightIds: number[] = [];

/** What must never reach a visitor of the owner's links: the other traveller and the guest on a shared flight. */
const OTHER_NAME = "Zebedee Hiddenfellow";
const OTHER_SEAT = "47K";
const GUEST = "Gwendolyn Guestperson";
const GUEST_SEAT = "47J";
const SHARED_NOTE = "OTHER-TRAVELLER-NOTE-5521";
/** The owner's own, shown when their toggles are on. */
const OWN_NOTE = "OWNER-NOTE-7731";
const OWN_SEAT = "3A";
const OWN_SHARED_SEAT = "41C";
const OWN_NUMBER = "LX316";
const UPCOMING_NUMBER = "LX178";

const ALL_ON = Object.fromEntries(SHARE_TOGGLES.map((name) => [name, true])) as Omit<ShareLinkInput, "label" | "expiresAt">;
const slugs: Record<string, string> = {};

async function link(toggles: Partial<ShareLinkInput> = {}, label = "Owner's travels"): Promise<string> {
  return (await createShareLink(db, owner.id, { label, ...ALL_ON, expiresAt: null, ...toggles })).slug;
}

const save = async (principal: Principal, body: Record<string, unknown>) => flightIds.push((await saveFlight(db, principal, parseFlightInput(body))).id);

beforeAll(async () => {
  db = createDb(databaseUrl);
  owner = await createUser(db);
  other = await createUser(db);
  const admin = await createUser(db, { role: "admin" });
  await db.user.update({ where: { id: other.id }, data: { displayName: OTHER_NAME } });
  await save(owner.principal, {
    from: "ZRH", to: "LHR", departure: "2024-03-31T08:05", arrival: "2024-03-31T08:55", flightNumber: OWN_NUMBER, notes: OWN_NOTE, flightReason: "crew",
    seats: [{ userId: owner.id, seat: "window", seatNumber: OWN_SEAT, seatClass: "business" }],
  });
  await save(admin.principal, {
    from: "CDG", to: "JFK", departure: "2023-09-10T10:00", arrival: "2023-09-10T12:30", flightNumber: "UA57", notes: SHARED_NOTE,
    seats: [
      // the others first: a projection that took the first seat would show theirs
      { userId: other.id, seat: "window", seatNumber: OTHER_SEAT, seatClass: "first" },
      { guestName: GUEST, seatNumber: GUEST_SEAT },
      { userId: owner.id, seat: "aisle", seatNumber: OWN_SHARED_SEAT, seatClass: "economy" },
    ],
  });
  await save(owner.principal, { from: "ZRH", to: "SIN", departure: "2099-01-01T10:00", arrival: "2099-01-02T05:00", flightNumber: UPCOMING_NUMBER });
  slugs.all = await link({}, `Owner's <b>travels</b> & more`);
  for (const name of SHARE_TOGGLES) slugs[name] = await link({ [name]: false });
  slugs.revoked = await link();
  await deleteShareLink(db, owner.id, (await db.shareLink.findUniqueOrThrow({ where: { slug: slugs.revoked } })).id);
  slugs.expired = await link({ expiresAt: new Date(Date.now() + 60_000) });
  await db.shareLink.update({ where: { slug: slugs.expired }, data: { expiresAt: new Date(Date.now() - 1000) } });
});

afterAll(async () => {
  await db.shareLink.deleteMany({ where: { userId: owner.id } });
  await db.flight.deleteMany({ where: { id: { in: flightIds } } });
  await db.$disconnect();
});

const page = (slug: string, base = baseUrl, headers: Record<string, string> = {}) => rawRequest(base, `/share/${slug}`, { headers });
const card = (slug: string, query = "") => rawRequest(baseUrl, `/share/${slug}/card.svg${query}`);
const cardPng = (slug: string, query = "") => rawRequest(baseUrl, `/share/${slug}/card.png${query}`);
/** The card's SVG as the test draws it itself, from the link's card view, then rasterized here: what card.png must be. */
async function expectedPng(slug: string, theme: CardTheme): Promise<Buffer> {
  const link = await findActiveShareLink(db, slug);
  return svgToPng(shareCardSvg(await getShareCardView(db, link!, CARD_ROUTE_LIMIT), cardWords("en", en), theme));
}
/**
 * A share page's or card's text without what is random in it (the link's own slug, the scripts' nonces), for the
 * checks that a short string such as a seat number is absent: a random slug may contain "3A" by chance.
 */
const shownText = (text: string, slug: string) => text.replaceAll(slug, "").replace(/nonce="[^"]*"/g, "");

/**
 * The text outside long tokens (ids, nonces, hashes, the build id, paths), for a short string such as a seat or flight
 * number, which a random token may hold by chance.
 */
const outsideTokens = (text: string) => text.replace(/[A-Za-z0-9_+/=-]{16,}/g, "");

function expectNoOtherTraveller(text: string): void {
  for (const secret of [OTHER_NAME, other.username, other.id, GUEST, SHARED_NOTE]) expect(text).not.toContain(secret);
  for (const seat of [OTHER_SEAT, GUEST_SEAT]) expect(outsideTokens(text)).not.toContain(seat);
}

describe("a share page with everything on", () => {
  it("answers without an account, with the owner's own seats and notes", async () => {
    const res = await page(slugs.all!);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    for (const own of [OWN_SEAT, OWN_SHARED_SEAT, OWN_NOTE, OWN_NUMBER, UPCOMING_NUMBER]) expect(outsideTokens(res.text)).toContain(own);
    expect(res.text).toContain("data-testid=\"stat-flights\"");
  });

  it("never shows another traveller's name, seat or note on a shared flight, nor a guest's (HTML and card)", async () => {
    expectNoOtherTraveller(shownText((await page(slugs.all!)).text, slugs.all!));
    expectNoOtherTraveller(shownText((await card(slugs.all!)).text, slugs.all!));
  });

  it("is noindex, in a meta tag and a header", async () => {
    const res = await page(slugs.all!);
    expect(res.text).toMatch(/<meta name="robots" content="noindex, nofollow/);
    expect(res.headers["x-robots-tag"]).toMatch(/noindex/);
  });
});

describe("each toggle hides what it names", () => {
  const without = async (toggle: string) => shownText((await page(slugs[toggle]!)).text, slugs[toggle]!);
  it("statistics", async () => {
    const text = await without("showStats");
    expect(text).not.toContain('data-testid="stat-flights"');
    expect(text).not.toContain('data-testid="dashboard-charts"');
    expect((await card(slugs.showStats!)).text).not.toContain(">Flights<");
    expect((await card(slugs.all!)).text).toContain(">Flights<");
  });
  it("map", async () => {
    expect(await without("showMap")).not.toContain('data-testid="chart-flight-map"');
    expect((await page(slugs.all!)).text).toContain('data-testid="chart-flight-map"');
    expect((await card(slugs.showMap!)).text).not.toContain('class="route"');
  });
  it("flight list", async () => {
    const text = await without("showFlights");
    expect(text).not.toContain('data-testid="shared-flights"');
    expect(outsideTokens(text)).not.toContain(OWN_NUMBER);
  });
  it("exact dates, and with them the months of the year", async () => {
    const all = (await page(slugs.all!)).text;
    expect(all).toContain("31 Mar 2024");
    expect(all).toContain('data-testid="chart-per-month"');
    const text = await without("showExactDates");
    expect(text).not.toContain("31 Mar 2024");
    expect(text).not.toContain("2024-03-31");
    expect(text).toMatch(/data-testid="shared-flight-date">2024</);
    expect(text).not.toContain('data-testid="chart-per-month"');
    expect(text).toContain('data-testid="chart-per-year"');
  });
  it("flight reasons are never shown, whatever is on", async () => {
    const text = (await page(slugs.all!)).text;
    expect(text).toContain('data-testid="dashboard-charts"');
    expect(text).not.toContain('data-testid="chart-flight-reason"');
    expect(outsideTokens(text)).not.toMatch(/crew/i);
  });
  it("flight numbers", async () => {
    const text = await without("showFlightNumbers");
    for (const number of [OWN_NUMBER, UPCOMING_NUMBER, "UA57"]) expect(outsideTokens(text)).not.toContain(number);
  });
  it("seats", async () => {
    const text = await without("showSeats");
    for (const seat of [OWN_SEAT, OWN_SHARED_SEAT]) expect(outsideTokens(text)).not.toContain(seat);
    expect(text).not.toContain('data-testid="chart-seat-class"');
  });
  it("notes", async () => {
    expect(await without("showNotes")).not.toContain(OWN_NOTE);
  });
  it("upcoming flights", async () => {
    expect(outsideTokens(await without("showUpcoming"))).not.toContain(UPCOMING_NUMBER);
  });
});

describe("unknown, revoked and expired slugs", () => {
  const same = (answers: RawResponse[]) => {
    const [first, ...rest] = answers.map((res) => ({ status: res.status, type: res.headers["content-type"], robots: res.headers["x-robots-tag"], body: res.text }));
    expect(first!.status).toBe(404);
    expect(first!.robots).toMatch(/noindex/);
    for (const answer of rest) expect(answer).toEqual(first);
  };

  it("answer the very same 404, page and card", async () => {
    const unknown = "AAAAAAAAAAAAAAAAAAAAAA";
    same(await Promise.all([unknown, slugs.revoked!, slugs.expired!, "not-a-slug"].map((slug) => page(slug))));
    same(await Promise.all([unknown, slugs.revoked!, slugs.expired!].map((slug) => card(slug))));
    same(await Promise.all([unknown, slugs.revoked!, slugs.expired!].map((slug) => cardPng(slug))));
    same([await page(unknown), await card(unknown), await cardPng(unknown), await rawRequest(baseUrl, `/share/${slugs.all}/other`)]);
    // the gate judges the path Next serves: a dot segment does not take a revoked link past it
    same([await page(unknown), await rawRequest(baseUrl, `/x/../share/${slugs.revoked}`), await rawRequest(baseUrl, `/x/%2e%2e/share/${slugs.expired}/card.svg`)]);
  });
});

describe("the gate", () => {
  it("takes only /share/: the API's paths keep their own answers", async () => {
    const res = await rawRequest(baseUrl, "/api/share/AAAAAAAAAAAAAAAAAAAAAA");
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: "false" });
    expect(res.headers["x-robots-tag"]).toBeUndefined();
    const page = await rawRequest(baseUrl, "/shared");
    expect(page.headers["x-robots-tag"]).toBeUndefined();
  });
});

describe("the card", () => {
  it("is an SVG, cacheable for five minutes, in either theme, with its text escaped", async () => {
    const res = await card(slugs.all!);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    expect(res.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(res.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.text).toContain("Owner&apos;s &lt;b&gt;travels&lt;/b&gt; &amp; more");
    expect(res.text).not.toContain("<b>");
    expect((await card(slugs.all!, "?theme=dark")).text).not.toContain("prefers-color-scheme");
    expect((await card(slugs.all!, "?theme=light")).status).toBe(200);
    const bad = await card(slugs.all!, "?theme=neon");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("theme");
  });
});

describe("the card in the visitor's language", () => {
  it("follows Accept-Language, or ?lang= (400 for one that is not a language), and is cached per Accept-Language", async () => {
    const german = await rawRequest(baseUrl, `/share/${slugs.all}/card.svg`, { headers: { "accept-language": "de-CH,de;q=0.9,en;q=0.5" } });
    expect(german.status).toBe(200);
    expect(german.headers.vary).toMatch(/accept-language/i);
    expect(german.headers["cache-control"]).toBe("public, max-age=300");
    expect(german.text).toContain(">Flüge<");
    expect(german.text).not.toContain(">Flights<");
    expect((await card(slugs.all!, "?lang=de")).text).toBe(german.text);
    expect((await card(slugs.all!)).text).toContain(">Flights<");
    const link = await findActiveShareLink(db, slugs.all!);
    expect((await card(slugs.all!, "?lang=fr")).text).toBe(shareCardSvg(await getShareCardView(db, link!, CARD_ROUTE_LIMIT), cardWords("fr", fr)));
    const bad = await cardPng(slugs.all!, "?lang=klingon");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("lang");
  });
});

describe("the card as PNG", () => {
  it("is the card's own SVG drawn on the server: a PNG of 960×400, cacheable for five minutes, noindex, in either theme", async () => {
    for (const theme of ["light", "dark"] as const) {
      const res = await cardPng(slugs.all!, `?theme=${theme}`);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.headers["cache-control"]).toBe("public, max-age=300");
      expect(res.headers["x-robots-tag"]).toMatch(/noindex/);
      expect(readPngHeader(res.body!)).toMatchObject({ width: 960, height: 400, bitDepth: 8 });
      // byte for byte the rasterized SVG of card.svg, and of shareCardSvg on the link's card view: it shows nothing the SVG does not
      expect(res.body!.equals(await svgToPng((await card(slugs.all!, `?theme=${theme}`)).text))).toBe(true);
      expect(res.body!.equals(await expectedPng(slugs.all!, theme))).toBe(true);
    }
    expect((await cardPng(slugs.all!, "?theme=light")).body!.equals((await cardPng(slugs.all!, "?theme=dark")).body!)).toBe(false);
    const bad = await cardPng(slugs.all!, "?theme=neon");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("theme");
  });

  it("hides what the link's toggles hide, as the SVG does", async () => {
    const allOn = (await cardPng(slugs.all!, "?theme=light")).body!;
    for (const toggle of ["showStats", "showMap"]) {
      const res = await cardPng(slugs[toggle]!, "?theme=light");
      expect(res.body!.equals(await expectedPng(slugs[toggle]!, "light"))).toBe(true);
      expect(res.body!.equals(allOn)).toBe(false);
    }
  });
});

describe("429: the share doors are limited per client address", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ databaseUrl, env: { CONTRAIL_RATE_LIMIT_REQUESTS: "5", CONTRAIL_RATE_LIMIT_WINDOW_SECONDS: "600" } });
  });
  afterAll(() => server?.stop());

  it("past the budget every share request is refused, whatever the slug or X-Forwarded-For says", async () => {
    expect((await page(slugs.all!, server.baseUrl)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await page("AAAAAAAAAAAAAAAAAAAAA" + i, server.baseUrl, { "x-forwarded-for": `203.0.113.${i}` })).status).toBe(404);
    const limited = await page(slugs.all!, server.baseUrl, { "x-forwarded-for": "203.0.113.99" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(limited.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(limited.text).not.toContain(OWN_NOTE);
    expect((await card(slugs.all!).then(() => rawRequest(server.baseUrl, `/share/${slugs.all}/card.svg`))).status).toBe(429);
    expect((await rawRequest(server.baseUrl, `/share/${slugs.all}/card.png`)).status).toBe(429);
  });

  it("a path that reaches the door through dot segments or escaped letters is refused too, as the door it is", async () => {
    const slug = slugs.all!;
    for (const path of [`/x/../share/${slug}`, `/x/%2e%2e/share/${slug}`, `/x/.%2E/share/${slug}/card.svg`, `/share/./${slug}/card.png`, `/%73hare/${slug}`]) {
      const res = await rawRequest(server.baseUrl, path);
      expect(res.status, path).toBe(429);
      expect(res.text, path).not.toContain(OWN_NOTE);
    }
    // what Next never serves but redirects (a backslash, an empty segment, an absolute URL) is not the page either
    for (const path of [`/x\\..\\share\\${slug}`, `/x/..//share/${slug}`, `http://localhost/share/${slug}`]) {
      const res = await rawRequest(server.baseUrl, path);
      expect(res.status, path).toBe(308);
      expect(res.text, path).not.toContain(OWN_NOTE);
    }
  });
});
