import { expect, test } from "@playwright/test";
import { checkLayouts } from "./support/layout-checks";
import { mainState, storageStateOf } from "./support/state";

/**
 * The year in review end to end: bob's flights of 2016 and 2017 (made and removed through the API with the admin
 * key, years no other spec uses) give 2017's figures against 2016's, its first visits and longest journey; a figure
 * opens the flight list of that year with as many flights; the card is served in both themes; not a year is a 404.
 */
test.use({ storageState: storageStateOf("bob") });

test("a year's review: figures against the year before, first visits, journey, card, and a figure's flights", async ({ page, request }) => {
  test.setTimeout(240_000);
  const state = mainState();
  const admin = { authorization: `Bearer ${state.keys.admin}` };
  const flights = [
    { from: "ZRH", to: "LHR", date: "2016-03-01" },
    { from: "ZRH", to: "LHR", departure: "2017-05-01T07:00", arrival: "2017-05-01T07:45" },
    { from: "LHR", to: "JFK", departure: "2017-05-01T11:00", arrival: "2017-05-01T14:00" },
    { from: "JFK", to: "LAX", date: "2017-09-01" },
  ];
  const ids: number[] = [];
  try {
    for (const flight of flights) {
      const saved = await request.post("/api/flight/save", { headers: admin, data: { ...flight, seats: [{ userId: state.users.bob }] } });
      expect(saved.status()).toBe(200);
      ids.push((await saved.json()).id as number);
    }

    await page.goto("/?year=2017");
    // the year's dashboard and its review price the same seats
    const yearCo2 = await page.getByTestId("co2-total").getAttribute("data-value");
    expect(Number(yearCo2)).toBeGreaterThan(0);
    await page.getByTestId("dashboard-review-link").click();
    await page.waitForURL(/\/review\/2017$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("2017 in review");
    const value = async (id: string) => Number(await page.getByTestId(`review-${id}`).locator("dd[data-value]").getAttribute("data-value"));
    expect(await value("flights")).toBe(3);
    expect(await value("airports")).toBe(4);
    expect(await value("countries")).toBe(3);
    await expect(page.getByTestId("review-flights-change")).toHaveText("▲ +200% on 2016");
    await expect(page.getByTestId("review-countries-change")).toHaveText("▲ +50% on 2016");
    await expect(page.getByTestId("review-new-countries")).toHaveText("1 new country");
    await expect(page.getByTestId("review-firsts").getByRole("link", { name: "United States" })).toBeVisible();
    await expect(page.getByTestId("review-new-airports")).toHaveText("2 new airports");
    await expect(page.getByTestId("review-journey").getByRole("link", { name: "ZRH → LHR → JFK" })).toHaveAttribute("href", `/flights/${ids[1]}`);
    await expect(page.getByRole("link", { name: "How CO₂ is estimated" })).toHaveAttribute("href", "/docs/co2");
    expect(await page.getByTestId("co2-total").getAttribute("data-value")).toBe(yearCo2);
    await expect(page.getByTestId("review-previous")).toHaveAttribute("href", "/review/2016");
    expect(await page.getByTestId("review-card").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const png = await page.request.get((await page.getByTestId("review-card-png").getAttribute("href"))!);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");
    await checkLayouts(page, "review-year");

    for (const theme of ["light", "dark"]) {
      const card = await page.request.get(`/review/2017/card.svg?theme=${theme}`);
      expect(card.status()).toBe(200);
      expect(card.headers()["content-type"]).toContain("image/svg+xml");
      expect(await card.text()).toContain("2017 in review");
    }
    expect((await page.request.get("/review/2017/card.svg?theme=sepia")).status()).toBe(400);
    expect((await page.goto("/review/twenty"))?.status()).toBe(404);

    // the flights figure opens the year's completed flights, as many as it shows
    await page.goto("/review/2017");
    await page.getByTestId("drill-flights").click();
    await page.waitForURL(/\/flights\?.*since=2017-01-01/);
    expect(Number(await page.getByTestId("list-total").getAttribute("data-value"))).toBe(3);

    // the year before has no year before it in this scope
    await page.goto("/review/2016");
    await expect(page.getByTestId("review-flights-change")).toHaveText("nothing in 2015");
  } finally {
    for (const id of ids) await request.post("/api/flight/delete", { headers: admin, data: { id } });
  }
});
