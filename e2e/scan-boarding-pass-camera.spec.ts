import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { bcbpText, type TestLeg } from "@/test/support/bcbp-pass";
import { writeAztecVideo } from "./support/pass-files";
import { dayBefore, expectedFlight, onlyOwnOrigin, openScanPage, saveAll, storedFlight } from "./support/scan-page";
import { storageStateOf } from "./support/state";

// Chromium's fake camera plays a video of an Aztec pass (made here, before the browser starts): this file's own launch.
const CAMERA_LEG: TestLeg = { from: "LHR", to: "ZRH", carrier: "LX", flight: "325", day: dayBefore(26), compartment: "C", seat: "004D" };
const CAMERA_VIDEO = path.join(os.tmpdir(), `contrail-e2e-pass-${process.pid}.y4m`);
writeAztecVideo(CAMERA_VIDEO, bcbpText("FLYER/BOB", [CAMERA_LEG]));

test.use({
  storageState: storageStateOf("bob"),
  viewport: { width: 390, height: 844 },
  permissions: ["camera"],
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${CAMERA_VIDEO}`],
  },
});

test.describe("scan a boarding pass with the camera", () => {
  test("the rear camera reads the pass offline, stops, and the flight is saved", async ({ page, context, baseURL }) => {
    const elsewhere = await onlyOwnOrigin(context, baseURL!);
    await openScanPage(page);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Scan with the camera" }).click();
    await expect(page.getByRole("listitem", { name: "Leg 1: LHR → ZRH" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel("Camera view")).toHaveCount(0);
    await context.setOffline(false);
    const [id] = await saveAll(page, "Save flight");
    expect(storedFlight(id!)).toEqual(expectedFlight(CAMERA_LEG, "business"));
    expect(elsewhere).toEqual([]);
  });
});
