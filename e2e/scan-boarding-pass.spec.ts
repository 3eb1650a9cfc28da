import { expect, test } from "@playwright/test";
import { bcbpText, type TestLeg } from "@/test/support/bcbp-pass";
import { barcodePng, pkpass } from "./support/pass-files";
import { dayBefore, expectedFlight, flightCount, onlyOwnOrigin, openScanPage, saveAll, SCAN_PAGE, storedFlight } from "./support/scan-page";
import { mainState, storageStateOf } from "./support/state";

// Bob's log: the seed gives him QF143 SYD → AKL (08:00 → 13:05), which a pass of that flight is completed from.
test.use({ storageState: storageStateOf("bob"), viewport: { width: 390, height: 844 } });

const ONE_WHITE_PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC";

test.describe("scan a boarding pass", () => {
  test("a photo of a PDF417 pass, read offline, saves the flight it shows", async ({ page, context, baseURL }) => {
    const elsewhere = await onlyOwnOrigin(context, baseURL!);
    const leg: TestLeg = { from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: dayBefore(20), compartment: "J", seat: "012A" };
    const image = await barcodePng("pdf417", bcbpText("FLYER/BOB", [leg]));
    const started = Date.now();

    await page.goto("/flights");
    await page.getByRole("link", { name: "Scan a boarding pass" }).click();
    await expect(page).toHaveURL(SCAN_PAGE);
    await expect(page.locator("[data-decoder]")).toHaveAttribute("data-decoder", "ready");
    await context.setOffline(true);
    await page.getByLabel("Photo, screenshot or Apple Wallet pass").setInputFiles({ name: "pass.png", mimeType: "image/png", buffer: image });
    const review = page.getByRole("listitem", { name: "Leg 1: ZRH → LHR" });
    await expect(review).toBeVisible();
    await expect(review).toContainText("LX 318");
    await expect(review).toContainText("12A · Business");
    await context.setOffline(false);

    const [id] = await saveAll(page, "Save flight");
    console.log(`[scan e2e] PDF417 photo: page opened to saved flight in ${Date.now() - started} ms`);
    expect(storedFlight(id!)).toEqual(expectedFlight(leg, "business"));
    await page.goto(`/flights/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ZRH → LHR");
    expect(elsewhere).toEqual([]);
  });

  test("a screenshot of an Aztec pass, read offline, saves the flight", async ({ page, context, baseURL }) => {
    const elsewhere = await onlyOwnOrigin(context, baseURL!);
    const leg: TestLeg = { from: "FRA", to: "JFK", carrier: "LH", flight: "400", day: dayBefore(21), compartment: "Y", seat: "081K" };
    const image = await barcodePng("azteccode", bcbpText("FLYER/BOB", [leg]));
    await openScanPage(page);
    await context.setOffline(true);
    await page.getByLabel("Photo, screenshot or Apple Wallet pass").setInputFiles({ name: "screenshot.png", mimeType: "image/png", buffer: image });
    await expect(page.getByRole("listitem", { name: "Leg 1: FRA → JFK" })).toBeVisible();
    await context.setOffline(false);
    const [id] = await saveAll(page, "Save flight");
    expect(storedFlight(id!)).toEqual(expectedFlight(leg, "economy"));
    expect(elsewhere).toEqual([]);
  });

  test("an Apple Wallet pass (.pkpass) saves the flight", async ({ page, context, baseURL }) => {
    const elsewhere = await onlyOwnOrigin(context, baseURL!);
    const leg: TestLeg = { from: "CDG", to: "ZRH", carrier: "AF", flight: "1614", day: dayBefore(22), compartment: "W", seat: "007C" };
    await openScanPage(page);
    await context.setOffline(true);
    await page.getByLabel("Photo, screenshot or Apple Wallet pass").setInputFiles({ name: "BoardingPass.pkpass", mimeType: "application/vnd.apple.pkpass", buffer: pkpass(bcbpText("FLYER/BOB", [leg])) });
    await expect(page.getByRole("listitem", { name: "Leg 1: CDG → ZRH" })).toBeVisible();
    await context.setOffline(false);
    const [id] = await saveAll(page, "Save flight");
    expect(storedFlight(id!)).toEqual(expectedFlight(leg, "economy+"));
    expect(elsewhere).toEqual([]);
  });

  test("pasted text of a two-leg pass saves two flights; scanned again, it says they are already there", async ({ page }) => {
    const legs: TestLeg[] = [
      { from: "ZRH", to: "LHR", carrier: "LX", flight: "324", day: dayBefore(23), compartment: "Y", seat: "023F", bookingReference: "QW7ZP2" },
      { from: "LHR", to: "JFK", carrier: "BA", flight: "117", day: dayBefore(23), compartment: "F", seat: "001A", bookingReference: "QW7ZP2" },
    ];
    const text = bcbpText("FLYER/BOB", legs);
    await openScanPage(page);
    await page.getByLabel("Barcode text").fill(text);
    await page.getByRole("button", { name: "Read text" }).click();
    await expect(page.getByRole("listitem", { name: /^Leg \d/ })).toHaveCount(2);
    await expect(page.getByText("Unless you tick this, they are not stored.")).toBeVisible();
    const ids = await saveAll(page, "Save 2 flights");
    expect(ids.map(storedFlight)).toEqual([expectedFlight(legs[0]!, "economy"), expectedFlight(legs[1]!, "first")]);

    await page.getByLabel("Barcode text").fill(text);
    await page.getByRole("button", { name: "Read text" }).click();
    for (const [index, id] of ids.entries()) {
      const leg = page.getByRole("listitem", { name: new RegExp(`^Leg ${index + 1}`) });
      await expect(leg).toContainText("You already have this flight.");
      await expect(leg.getByRole("link", { name: "Open it" })).toHaveAttribute("href", `/flights/${id}`);
    }
    await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(0);
  });

  test("a pass of a flight the user has without a seat number adds the seat to it, not a second flight", async ({ page, request }) => {
    const state = mainState();
    const leg: TestLeg = { from: "ZRH", to: "LHR", carrier: "LX", flight: "318", day: dayBefore(26), compartment: "J", seat: "012A" };
    const saving = await request.post("/api/flight/save", {
      headers: { authorization: `Bearer ${state.keys.admin}` },
      data: { from: "ZRH", to: "LHR", date: expectedFlight(leg, null).date, airline: "LX", flightNumber: "LX318", seats: [{ userId: state.users.bob }] },
    });
    expect(saving.status()).toBe(200);
    const id = (await saving.json()).id as number;
    const before = flightCount();

    await openScanPage(page);
    await page.getByLabel("Barcode text").fill(bcbpText("FLYER/BOB", [leg]));
    await page.getByRole("button", { name: "Read text" }).click();
    const review = page.getByRole("listitem", { name: "Leg 1: ZRH → LHR" });
    await expect(review).toContainText("You already have this flight.");
    await review.getByRole("button", { name: "Add seat 12A (business) to it" }).click();
    await expect(review.getByRole("status")).toHaveText("Seat added. Open it");
    await review.getByRole("link", { name: "Open it" }).click();
    await expect(page).toHaveURL(`/flights/${id}`);
    await expect(page.getByRole("region", { name: "Seats" })).toContainText("Seat 12A");
    expect(storedFlight(id)).toEqual(expectedFlight(leg, "business"));
    expect(flightCount()).toBe(before);
  });

  test("a pass of a flight flown before is completed with its times; the name and booking kept only when ticked", async ({ page }) => {
    const leg: TestLeg = { from: "SYD", to: "AKL", carrier: "QF", flight: "143", day: dayBefore(24), compartment: "Y", seat: "031C", bookingReference: "ZZ9K4M" };
    await openScanPage(page);
    await page.getByLabel("Barcode text").fill(bcbpText("FLYER/BOB", [leg]));
    await page.getByRole("button", { name: "Read text" }).click();
    await expect(page.getByLabel(/^Departure time \(leg 1\)/)).toHaveValue("08:00");
    await expect(page.getByLabel(/^Arrival time \(leg 1\)/)).toHaveValue("13:05");
    await expect(page.getByText(/^Departure time \(leg 1\)from your flight \d+/)).toBeVisible();
    await page.getByLabel(/Keep the passenger name and booking reference/).check();
    const [id] = await saveAll(page, "Save flight");
    expect(storedFlight(id!)).toEqual(expectedFlight(leg, "economy", "Passenger: FLYER/BOB\nBooking reference: ZZ9K4M"));
    await page.goto(`/flights/${id}`);
    await expect(page.getByText("08:00")).toBeVisible();
  });

  test("bad input: text that is not a pass and an unknown airport each say so, save nothing and keep the text", async ({ page }) => {
    await openScanPage(page);
    const before = flightCount();
    // the page's own alert, not Next's route announcer
    const alert = page.locator("p[role=alert]");
    await page.getByLabel("Barcode text").fill("hello, not a boarding pass");
    await page.getByRole("button", { name: "Read text" }).click();
    await expect(alert).toContainText("This is not a boarding pass barcode we can read.");
    await expect(page.getByLabel("Barcode text")).toHaveValue("hello, not a boarding pass");

    const file = page.getByLabel("Photo, screenshot or Apple Wallet pass");
    await file.setInputFiles({ name: "other.png", mimeType: "image/png", buffer: await barcodePng("qrcode", "https://example.com/not-a-pass") });
    await expect(alert).toContainText("This is not a boarding pass barcode we can read.");
    await file.setInputFiles({ name: "blank.png", mimeType: "image/png", buffer: Buffer.from(ONE_WHITE_PIXEL_PNG, "base64") });
    await expect(alert).toContainText("No boarding pass barcode could be read in this image.");

    const unknown = bcbpText("FLYER/BOB", [{ from: "ZRH", to: "QQQ", carrier: "LX", flight: "999", day: dayBefore(25) }]);
    await page.getByLabel("Barcode text").fill(unknown);
    await page.getByRole("button", { name: "Read text" }).click();
    await page.getByRole("button", { name: "Save flight" }).click();
    await expect(alert).toContainText("Unknown airport: QQQ");
    await expect(page.getByLabel("Barcode text")).toHaveValue(unknown);
    expect(flightCount()).toBe(before);
  });
});

test.describe("the decoder's weight", () => {
  /** The scripts and WebAssembly a page loads, by URL, with their sizes in bytes. */
  async function downloads(page: import("@playwright/test").Page, path: string): Promise<Map<string, { bytes: number; body: string }>> {
    const loaded = new Map<string, { bytes: number; body: string }>();
    page.on("response", async (response) => {
      const url = response.url();
      if (!/\.(js|wasm)(\?|$)/.test(url)) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      loaded.set(url, { bytes: body.length, body: url.endsWith(".wasm") ? "" : body.toString("latin1") });
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    return loaded;
  }
  const isDecoder = (url: string, body: string) => url.includes("/decoder/") || body.includes("readBarcodesFromPixmap");
  const total = (files: Map<string, { bytes: number }>) => [...files.values()].reduce((sum, file) => sum + file.bytes, 0);

  test("ordinary pages load none of it; the scan page loads it as it opens", async ({ page }) => {
    for (const path of ["/flights/new", "/flights"]) {
      const files = await downloads(page, path);
      expect([...files].filter(([url, file]) => isDecoder(url, file.body)).map(([url]) => url)).toEqual([]);
      console.log(`[scan e2e] ${path}: ${files.size} scripts, ${total(files)} bytes of JavaScript, no decoder`);
    }
    const files = await downloads(page, SCAN_PAGE);
    await expect(page.locator("[data-decoder]")).toHaveAttribute("data-decoder", "ready");
    const decoder = [...files].filter(([url, file]) => isDecoder(url, file.body));
    expect(decoder.some(([url]) => url.endsWith("/decoder/zxing_reader.wasm"))).toBe(true);
    console.log(`[scan e2e] scan page decoder: ${decoder.map(([url, file]) => `${url.split("/").pop()} ${file.bytes} bytes`).join(", ")}`);
  });
});
