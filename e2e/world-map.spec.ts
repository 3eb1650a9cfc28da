import { mkdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousViolations } from "./support/layout-checks";
import { FREQUENT_FLIGHTS } from "./support/accounts";
import { mainState, storageStateOf } from "./support/state";

/**
 * The dashboard's world map and visited countries: named, with a table alternative that lists the scope's routes
 * with the counts the API's flights give, zoom by keyboard and buttons, countries as text; axe-clean at phone and
 * desktop widths in light and dark; every route of a 20,000-flight log drawn (bench:web times it).
 */

const SHOTS = "e2e/artifacts/world-map";
mkdirSync(SHOTS, { recursive: true });

interface ApiAirport {
  iata: string | null;
  icao: string | null;
  name: string;
  country: string;
}
interface ApiFlight {
  from: ApiAirport;
  to: ApiAirport;
  date: string;
  departure: string | null;
  arrival: string | null;
}

/** The completed flights of the key's owner, from the API (a flight counts once it has ended). */
async function completedFlights(request: APIRequestContext, key: string): Promise<ApiFlight[]> {
  const response = await request.get("/api/flight/list", { headers: { Authorization: `Bearer ${key}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { flights: ApiFlight[] };
  const now = Date.now();
  return body.flights.filter((f) => new Date(f.arrival ?? f.departure ?? f.date).getTime() <= now);
}

const code = (a: ApiAirport) => a.iata ?? a.icao ?? a.name;

function routeCounts(flights: ApiFlight[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const f of flights) counts.set(`${code(f.from)} → ${code(f.to)}`, (counts.get(`${code(f.from)} → ${code(f.to)}`) ?? 0) + 1);
  return [...counts].sort();
}

async function tableRows(page: Page, testId: string): Promise<[string, number][]> {
  const rows = await page.getByTestId(testId).locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")));
  return rows.map(([label, value]) => [label ?? "", Number((value ?? "").replace(/,/g, ""))] as [string, number]).sort();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ storageState: storageStateOf("alice"), viewport: { width, height: 900 } });

    test("the map is named, its table lists the routes with the API's counts, and zooms by keyboard and buttons", async ({ page, request }) => {
      const flights = await completedFlights(request, mainState().keys.alice);
      await page.goto("/");
      const map = page.getByRole("group", { name: "Map of flights" });
      await expect(map).toBeVisible();
      const card = page.getByTestId("chart-flight-map");
      await card.getByText("Show as table").click();
      const expected = routeCounts(flights);
      expect(expected.length).toBeGreaterThan(2);
      expect(await tableRows(page, "flight-map-routes")).toEqual(expected);
      await expect(page.getByTestId("flight-map-caption")).toHaveText(`${expected.length} routes, ${new Set(flights.flatMap((f) => [code(f.from), code(f.to)])).size} airports`);
      await expect(page.getByTestId("map-routes").locator("path")).toHaveCount(expected.length);
      // every airport once, with its visits
      const visits = new Map<string, number>();
      for (const f of flights) for (const end of [f.from, f.to]) visits.set(end.name, (visits.get(end.name) ?? 0) + 1);
      const airports = await tableRows(page, "flight-map-airports");
      expect(airports.map(([label, n]) => [label.replace(/ \([A-Z0-9]+\)$/, ""), n]).sort()).toEqual([...visits].sort());

      // keyboard: + zooms in, arrows pan, − and 0 zoom back out
      await map.focus();
      await page.keyboard.press("+");
      await expect(map).toHaveAttribute("data-zoom", "1.50");
      const transform = () => map.locator("svg > g").getAttribute("transform");
      const before = await transform();
      await page.keyboard.press("ArrowRight");
      expect(await transform()).not.toBe(before);
      await page.keyboard.press("-");
      await expect(map).toHaveAttribute("data-zoom", "1.00");
      await page.getByRole("button", { name: "Zoom in" }).click();
      await page.getByRole("button", { name: "Zoom in" }).click();
      await expect(map).toHaveAttribute("data-zoom", "2.25");
      await map.focus();
      await page.keyboard.press("0");
      await expect(map).toHaveAttribute("data-zoom", "1.00");

      // pointing at an airport names it with its visits
      const dot = await page.getByTestId("map-airports").locator("path").last().evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      });
      await page.mouse.move(dot.x, dot.y);
      await expect(page.getByTestId("map-tooltip")).toHaveText(/\((?:[A-Z0-9]{3,4})\): \d+ visits?$/);

      // the table's busiest route (its link made in the browser) opens that route's completed flights, as many as it says
      const busiest = page.getByTestId("flight-map-routes").locator("tbody tr").first();
      const flown = Number(((await busiest.locator("td").last().textContent()) ?? "").replace(/,/g, ""));
      await busiest.getByRole("link").click();
      await expect(page).toHaveURL(/\/flights\?(?=.*completed=1)(?=.*from=\d+)(?=.*to=\d+)/);
      await expect(page.getByTestId("list-total")).toHaveAttribute("data-value", String(flown));
    });

    test("visited countries: the count, the names as text, and the continents", async ({ page, request }) => {
      const flights = await completedFlights(request, mainState().keys.alice);
      const countries = new Set(flights.flatMap((f) => [f.from.country, f.to.country]));
      await page.goto("/");
      const section = page.getByTestId("visited-countries");
      await expect(page.getByTestId("visited-countries-count")).toHaveAttribute("data-value", String(countries.size));
      await expect(page.getByTestId("stat-countries").locator("dd")).toHaveAttribute("data-value", String(countries.size));
      await expect(page.getByTestId("visited-countries-list").locator("li")).toHaveCount(countries.size);
      for (const name of ["Switzerland", "United Kingdom", "United States", "Singapore", "Australia"]) {
        await expect(page.getByTestId("visited-countries-list")).toContainText(name);
      }
      await expect(page.getByTestId("visited-continents-list")).toContainText("Europe");
      await expect(page.getByTestId("visited-continents-list")).toContainText("Oceania");
      await expect(section.getByRole("img", { name: /^Map of visited countries: \d+ countries on \d+ continents$/ })).toBeVisible();
      // shaded: one visited shape per country the small-scale map draws (Singapore is too small for it)
      expect(await page.getByTestId("countries-map").locator("path[data-visited]").count()).toBe(countries.size - (countries.has("SG") ? 1 : 0));
      // top lists read with names beside codes, routes with an arrow
      await expect(page.getByTestId("chart-top-airlines")).toContainText("Swiss International Air Lines (LX)");
      await expect(page.getByTestId("chart-top-routes")).toContainText(/[A-Z]{3} → [A-Z]{3}/);
    });
  });
}

test.describe("the world map by mouse and touch", () => {
  test.use({ storageState: storageStateOf("alice"), viewport: { width: 390, height: 900 }, hasTouch: true });

  /** The centre of the map element, and of its longest route (a wide target to point at). */
  async function centres(page: Page) {
    const svg = await page.getByRole("group", { name: "Map of flights" }).locator("svg").first().boundingBox();
    const route = await page.getByTestId("map-routes").locator("path").evaluateAll((paths) => {
      const longest = paths.map((el) => el.getBoundingClientRect()).sort((a, b) => b.width - a.width)[0]!;
      const el = paths.find((p) => p.getBoundingClientRect().width === longest.width) as SVGPathElement;
      const point = el.getPointAtLength(el.getTotalLength() / 2);
      const matrix = el.getScreenCTM()!;
      return { x: point.x * matrix.a + point.y * matrix.c + matrix.e, y: point.x * matrix.b + point.y * matrix.d + matrix.f };
    });
    return { map: { x: svg!.x + svg!.width / 2, y: svg!.y + svg!.height / 2 }, route };
  }

  test("the wheel zooms, a drag pans, two fingers pinch, and pointing at or tapping a route names it with its count", async ({ page }) => {
    await page.goto("/");
    const map = page.getByRole("group", { name: "Map of flights" });
    const transform = () => map.locator("svg > g").getAttribute("transform");
    await map.scrollIntoViewIfNeeded();
    const { map: centre, route } = await centres(page);

    // pointing at a route, then tapping it, names it: "ZRH → LHR: 3 flights"
    await page.mouse.move(route.x, route.y);
    await expect(page.getByTestId("map-tooltip")).toHaveText(/^\S+ → \S+: \d+ flights?$/);
    await page.keyboard.press("Escape");
    await page.touchscreen.tap(route.x, route.y);
    await expect(page.getByTestId("map-tooltip")).toHaveText(/^\S+ → \S+: \d+ flights?$/);

    // the wheel zooms in at the pointer
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => Number(await map.getAttribute("data-zoom"))).toBeGreaterThan(1);
    // a drag pans
    const zoomed = await transform();
    await page.mouse.down();
    await page.mouse.move(centre.x - 60, centre.y - 20, { steps: 5 });
    await page.mouse.up();
    await expect.poll(transform).not.toBe(zoomed);

    // two fingers moving apart zoom further (Chromium turns CDP touch points into pointer events)
    await map.focus();
    await page.keyboard.press("0");
    await expect(map).toHaveAttribute("data-zoom", "1.00");
    const cdp = await page.context().newCDPSession(page);
    const fingers = (spread: number) => [
      { x: centre.x - spread, y: centre.y, id: 1 },
      { x: centre.x + spread, y: centre.y, id: 2 },
    ];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(20) });
    for (const spread of [30, 45, 60, 80]) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(spread) });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(async () => Number(await map.getAttribute("data-zoom"))).toBeGreaterThan(1.5);
  });
});

test.describe("accessibility and layout of the dashboard", () => {
  for (const width of [320, 390, 1280]) {
    for (const scheme of ["light", "dark"] as const) {
      test(`axe: ${width} px, ${scheme}`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, storageState: storageStateOf("alice") });
        const page = await context.newPage();
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto("/");
        await page.getByRole("group", { name: "Map of flights" }).waitFor();
        await page.getByTestId("chart-flight-map").getByText("Show as table").click();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, "horizontal overflow").toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        if (width !== 320) {
          await page.getByTestId("chart-flight-map").getByText("Show as table").click();
          await page.screenshot({ path: `${SHOTS}/dashboard-${width === 1280 ? "desktop" : "phone"}-${scheme}.png`, fullPage: true });
          await page.getByTestId("chart-flight-map").screenshot({ path: `${SHOTS}/map-${width === 1280 ? "desktop" : "phone"}-${scheme}.png` });
        }
        await context.close();
      });
    }
  }
});

test.describe("a 20,000-flight log", () => {
  test.use({ storageState: storageStateOf("frequent") });

  // Its speed is bench:web's to measure (a timed assertion here would only be noise): this checks that every route is drawn.
  test("every route of a 20,000-flight log is drawn, and the distance fits its card at 320 and 1280 px", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("map-routes").locator("path").first().waitFor();
    const routes = await page.getByTestId("map-routes").locator("path").count();
    expect(routes).toBeGreaterThan(100);
    console.log(`[world-map] ${FREQUENT_FLIGHTS} flights, ${routes} routes drawn`);
    const html = await (await page.request.get("/")).text();
    console.log(`[world-map] dashboard HTML ${Math.round(html.length / 1024)} KB, ${Math.round(gzipSync(html).length / 1024)} KB gzip`);

    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const figure = page.getByTestId("stat-distance").locator("dd");
      await expect(figure).toHaveText(/^\d{1,3}(,\d{3})+ km$/);
      const fits = await figure.evaluate((dd) => dd.scrollWidth <= dd.clientWidth && dd.getBoundingClientRect().height < 40);
      expect(fits, `distance fits its card on one line at ${width} px`).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId("chart-flight-map").screenshot({ path: `${SHOTS}/map-frequent-desktop-light.png` });
  });
});
