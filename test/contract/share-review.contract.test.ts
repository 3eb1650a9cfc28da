import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardWords } from "@/components/share/card-words";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { SHARE_TOGGLES, type ShareLinkInput } from "@/lib/share/share-link-input";
import { reviewCardSvg } from "@/components/review/review-card-svg";
import type { CardTheme } from "@/components/share/share-card-svg";
import type { Principal } from "@/lib/auth/principal";
import { createDb, type Db } from "@/lib/db/client";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveFlight } from "@/lib/flights/save-flight";
import { svgToPng } from "@/lib/images/svg-to-png";
import { findActiveShareLink } from "@/lib/share/active-share-link";
import { getShareReview, shareReviewCardInput } from "@/lib/share/share-review";
import { createShareLink, deleteShareLink } from "@/lib/share/share-links";
import { setPassword } from "@/lib/users/set-password";
import { createUser, type TestUser } from "@/test/support/fixtures";
import { readPngHeader } from "@/test/support/png-header";
import { contractContext } from "./context";
import { rawRequest, type RawResponse } from "./http";
import { signInCookie } from "./sign-in";

// The year in review as PNG and on the share doors: /review/<year>/card.png (signed in), /share/<slug>/review/<year>
// and its card.png (lib/share/share-review.ts, server/share-gate.ts).
const { baseUrl, databaseUrl } = contractContext();
let db: Db;
let owner: TestUser;
let other: TestUser;
const flightIds: number[] = [];
const OTHER_NAME = "Ottoline Elsewhereperson";
const PASSWORD = "a long passphrase for the review";
const ALL_ON = Object.fromEntries(SHARE_TOGGLES.map((name) => [name, true])) as Omit<ShareLinkInput, "label" | "expiresAt">;
const slugs: Record<string, string> = {};

const link = async (toggles: Partial<ShareLinkInput> = {}) =>
  (await createShareLink(db, owner.id, { label: "Owner's years", ...ALL_ON, expiresAt: null, ...toggles })).slug;
const save = async (principal: Principal, body: Record<string, unknown>) => flightIds.push((await saveFlight(db, principal, parseFlightInput(body))).id);

beforeAll(async () => {
  db = createDb(databaseUrl);
  owner = await createUser(db);
  other = await createUser(db);
  const admin = await createUser(db, { role: "admin" });
  await db.user.update({ where: { id: other.id }, data: { displayName: OTHER_NAME } });
  await setPassword(db, owner.id, PASSWORD);
  await save(owner.principal, { from: "ZRH", to: "LHR", departure: "2023-05-02T08:05", arrival: "2023-05-02T08:55" });
  await save(owner.principal, { from: "ZRH", to: "JFK", departure: "2024-03-31T10:05", arrival: "2024-03-31T13:10" });
  await save(admin.principal, {
    from: "JFK", to: "NRT", departure: "2024-04-03T11:00", arrival: "2024-04-04T14:30",
    seats: [{ userId: other.id, seatNumber: "12A" }, { userId: owner.id, seatNumber: "12B" }],
  });
  slugs.all = await link();
  for (const name of ["showStats", "showMap"]) slugs[name] = await link({ [name]: false });
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

const reviewPage = (slug: string, year: string | number = 2024) => rawRequest(baseUrl, `/share/${slug}/review/${year}`);
const reviewPng = (slug: string, year: string | number = 2024, query = "?theme=light") => rawRequest(baseUrl, `/share/${slug}/review/${year}/card.png${query}`);
/** The review card of a link as the test draws it itself: what the share door's card.png must be. */
async function expectedPng(slug: string, theme: CardTheme, words = cardWords("en", en)): Promise<Buffer> {
  const card = shareReviewCardInput(await getShareReview(db, (await findActiveShareLink(db, slug))!, 2024));
  return svgToPng(reviewCardSvg(card!, words, theme), { scale: 1 });
}

describe("the share page", () => {
  it("links to the review of each year with completed flights, only with statistics on", async () => {
    const page = await rawRequest(baseUrl, `/share/${slugs.all}`);
    expect(page.text).toContain(`href="/share/${slugs.all}/review/2024"`);
    expect(page.text).toContain(`href="/share/${slugs.all}/review/2023"`);
    expect(page.text).not.toContain(`/review/2099`);
    expect((await rawRequest(baseUrl, `/share/${slugs.showStats}`)).text).not.toContain("/review/2024");
  });
});

describe("a share link's year in review", () => {
  it("shows the owner's figures against the year before, the map and first visits; noindex; no other traveller", async () => {
    const res = await reviewPage(slugs.all!);
    expect(res.status).toBe(200);
    // React separates the texts of an element with empty comments
    expect(res.text.replaceAll("<!-- -->", "")).toContain("Owner&#x27;s years: 2024 in review");
    expect(res.text).toContain('data-testid="review-figures"');
    expect(res.text).toMatch(/data-testid="review-flights"[^]*?>2<\/dd>[^]*?\+100% on 2023/);
    expect(res.text).toContain('data-testid="chart-flight-map"');
    expect(res.text).toMatch(/<meta name="robots" content="noindex, nofollow/);
    expect(res.headers["x-robots-tag"]).toMatch(/noindex/);
    const shown = res.text.replaceAll(slugs.all!, "");
    for (const secret of [OTHER_NAME, other.username, other.id]) expect(shown).not.toContain(secret);
    // a seat number is three characters: look for it outside long tokens (ids, nonces, hashes, paths), which may hold it by chance
    expect(shown.replace(/[A-Za-z0-9_+/=-]{16,}/g, "")).not.toContain("12A");
  });

  it("hides the figures and the card without statistics, the map and country names without the map", async () => {
    const noStats = await reviewPage(slugs.showStats!);
    expect(noStats.status).toBe(200);
    expect(noStats.text).not.toContain('data-testid="review-figures"');
    expect(noStats.text).not.toContain("card.png");
    expect(noStats.text).toContain('data-testid="chart-flight-map"');
    const noMap = await reviewPage(slugs.showMap!);
    expect(noMap.text).toContain('data-testid="review-figures"');
    expect(noMap.text).not.toContain('data-testid="chart-flight-map"');
    expect(noMap.text).not.toContain('data-testid="review-new-countries"');
    expect((await reviewPage(slugs.all!)).text).toContain('data-testid="review-new-countries"');
  });

  it("draws its card as a 1200×630 PNG from the review card's SVG, without the map when the link hides it", async () => {
    const all = await reviewPng(slugs.all!);
    expect(all.status).toBe(200);
    expect(all.headers["content-type"]).toBe("image/png");
    expect(all.headers["cache-control"]).toBe("public, max-age=300");
    expect(all.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(readPngHeader(all.body!)).toMatchObject({ width: 1200, height: 630 });
    expect(all.body!.equals(await expectedPng(slugs.all!, "light"))).toBe(true);
    const noMap = await reviewPng(slugs.showMap!);
    expect(noMap.body!.equals(await expectedPng(slugs.showMap!, "light"))).toBe(true);
    expect(noMap.body!.equals(all.body!)).toBe(false);
    expect((await reviewPng(slugs.all!, 2024, "?theme=dark")).body!.equals(await expectedPng(slugs.all!, "dark"))).toBe(true);
    expect((await reviewPng(slugs.all!, 2024, "?theme=neon")).status).toBe(400);
  });

  it("draws the card in the page's language: the page links it with ?lang=, a visitor's browser picks it otherwise", async () => {
    const page = await rawRequest(baseUrl, `/share/${slugs.all}/review/2024`, { headers: { "accept-language": "de" } });
    expect(page.text).toContain(`/share/${slugs.all}/review/2024/card.png?lang=de`);
    const german = await reviewPng(slugs.all!, 2024, "?theme=light&lang=de");
    expect(german.body!.equals(await expectedPng(slugs.all!, "light", cardWords("de", de)))).toBe(true);
    expect(german.body!.equals((await reviewPng(slugs.all!)).body!)).toBe(false);
    const byBrowser = await rawRequest(baseUrl, `/share/${slugs.all}/review/2024/card.png?theme=light`, { headers: { "accept-language": "de" } });
    expect(byBrowser.body!.equals(german.body!)).toBe(true);
    expect(byBrowser.headers.vary).toMatch(/accept-language/i);
    expect((await reviewPng(slugs.all!, 2024, "?lang=xx")).status).toBe(400);
  });
});

describe("the share review's 404", () => {
  const shape = (res: RawResponse) => ({ status: res.status, type: res.headers["content-type"], robots: res.headers["x-robots-tag"], body: res.text });

  it("is the share doors' one 404 for unknown, revoked and expired links, a year that is not four digits, and a card without statistics", async () => {
    const expected = shape(await rawRequest(baseUrl, "/share/AAAAAAAAAAAAAAAAAAAAAA"));
    expect(expected.status).toBe(404);
    expect(expected.robots).toMatch(/noindex/);
    const answers = [
      ...(await Promise.all(["AAAAAAAAAAAAAAAAAAAAAA", slugs.revoked!, slugs.expired!].flatMap((slug) => [reviewPage(slug), reviewPng(slug)]))),
      ...(await Promise.all(["24", "20x4", "12345", "0999"].flatMap((year) => [reviewPage(slugs.all!, year), reviewPng(slugs.all!, year)]))),
      await reviewPng(slugs.showStats!),
    ];
    for (const answer of answers) expect(shape(answer)).toEqual(expected);
  });
});

describe("the signed-in review card as PNG", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signInCookie(baseUrl, owner.username, PASSWORD);
  });

  it("is card.svg's own SVG drawn as 1200×630, private, with the page's auth and year rules", async () => {
    const png = await rawRequest(baseUrl, "/review/2024/card.png?theme=dark", { headers: { cookie } });
    expect(png.status).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["cache-control"]).toBe("private, no-store");
    expect(readPngHeader(png.body!)).toMatchObject({ width: 1200, height: 630 });
    const svg = await rawRequest(baseUrl, "/review/2024/card.svg?theme=dark", { headers: { cookie } });
    expect(png.body!.equals(await svgToPng(svg.text, { scale: 1 }))).toBe(true);
    expect((await rawRequest(baseUrl, "/review/2024/card.png")).status).toBe(401);
    expect((await rawRequest(baseUrl, "/review/24/card.png", { headers: { cookie } })).status).toBe(404);
    expect((await rawRequest(baseUrl, "/review/2024/card.png?scope=all", { headers: { cookie } })).status).toBe(403);
  });

  it("card.svg answers the SVG in each theme, 400 for another theme, 401 signed out, 404 for a year that is none", async () => {
    for (const theme of ["auto", "light", "dark"]) {
      const svg = await rawRequest(baseUrl, `/review/2024/card.svg?theme=${theme}`, { headers: { cookie } });
      expect(svg.status).toBe(200);
      expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(svg.text).toMatch(/^<svg[^>]+width="1200" height="630"/);
    }
    for (const format of ["svg", "png"]) {
      expect((await rawRequest(baseUrl, `/review/2024/card.${format}?theme=sepia`, { headers: { cookie } })).status).toBe(400);
    }
    expect((await rawRequest(baseUrl, "/review/2024/card.svg")).status).toBe(401);
    expect((await rawRequest(baseUrl, "/review/20x4/card.svg", { headers: { cookie } })).status).toBe(404);
  });

  it("speaks the account's language: its stored choice, else the browser's", async () => {
    const svg = (acceptLanguage: string) => rawRequest(baseUrl, "/review/2024/card.svg", { headers: { cookie, "accept-language": acceptLanguage } });
    await db.user.update({ where: { id: owner.id }, data: { language: "" } });
    expect((await svg("es")).text).toContain("Resumen del año 2024");
    await db.user.update({ where: { id: owner.id }, data: { language: "de" } });
    try {
      const german = (await svg("fr")).text;
      expect(german).toContain("Jahresrückblick 2024");
      expect(german).toContain(">Flugzeit<");
    } finally {
      await db.user.update({ where: { id: owner.id }, data: { language: "" } });
    }
  });
});
