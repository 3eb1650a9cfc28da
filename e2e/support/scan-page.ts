import Database from "better-sqlite3";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { flightDateOf } from "@/lib/capture/bcbp/bcbp-date";
import type { TestLeg } from "@/test/support/bcbp-pass";
import { mainState } from "./state";

/** The scan page's steps and the saved flights read back from the e2e database (scan-boarding-pass*.spec.ts). */

export const SCAN_PAGE = "/flights/new/scan";

/** The browser's local date, which dates a pass (the day of the year only) by the year rule. */
function today(): string {
  return new Date().toLocaleDateString("sv");
}

/** What a saved flight holds, read from the e2e database. */
export interface StoredFlight {
  date: string;
  route: string;
  airline: string | null;
  flightNumber: string | null;
  seatNumber: string | null;
  seatClass: string | null;
  notes: string;
}

export function storedFlight(id: number): StoredFlight {
  const db = new Database(mainState().databaseUrl.replace(/^file:/, ""), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT f."date" AS date, fa."iata" || '-' || ta."iata" AS route, al."iata" AS airline, f."flightNumber" AS flightNumber,
           s."seatNumber" AS seatNumber, s."seatClass" AS seatClass, f."notes" AS notes
         FROM "Flight" f JOIN "Airport" fa ON fa."id" = f."fromId" JOIN "Airport" ta ON ta."id" = f."toId"
         LEFT JOIN "Airline" al ON al."id" = f."airlineId" JOIN "Seat" s ON s."flightId" = f."id"
         WHERE f."id" = ?`,
      )
      .get(id) as StoredFlight;
  } finally {
    db.close();
  }
}

/** The flight a leg of the pass is: what the saved flight must equal. */
export function expectedFlight(leg: TestLeg, seatClass: string | null, notes = ""): StoredFlight {
  return {
    date: flightDateOf(leg.day, today(), null)!,
    route: `${leg.from}-${leg.to}`,
    airline: leg.carrier,
    flightNumber: `${leg.carrier}${leg.flight}`,
    seatNumber: leg.seat ? leg.seat.replace(/^0+/, "") : null,
    seatClass,
    notes,
  };
}

/** Every request leaves for our own origin only: any other is refused and remembered. */
export async function onlyOwnOrigin(context: BrowserContext, baseURL: string): Promise<string[]> {
  const elsewhere: string[] = [];
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    },
  );
  return elsewhere;
}

export async function openScanPage(page: Page): Promise<void> {
  await page.goto(SCAN_PAGE);
  await expect(page.locator("[data-decoder]")).toHaveAttribute("data-decoder", "ready");
}

/** Saves what the review shows and answers the saved flights' ids. */
export async function saveAll(page: Page, label: RegExp | string): Promise<number[]> {
  await page.getByRole("button", { name: label }).click();
  const saved = page.getByRole("status").filter({ hasText: /^Saved/ });
  await expect(saved).toBeVisible();
  const hrefs = await saved.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => Number(href.split("/").pop()));
}

/** The day of the year `days` days before today: a flight flown recently, within the year rule's window. */
export function dayBefore(days: number): number {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const start = new Date(date.getFullYear(), 0, 0);
  return Math.round((date.getTime() - start.getTime()) / 86_400_000);
}

export function flightCount(): number {
  const db = new Database(mainState().databaseUrl.replace(/^file:/, ""), { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM "Flight"`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}
