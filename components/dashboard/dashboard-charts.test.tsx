import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import de from "@/messages/de.json";
import type { ChartsToDraw } from "./dashboard-charts-client";

// a chart's bar opens its flights through the router, which a render outside the app does not have
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined }) }));
const { DashboardChartsView } = await import("./dashboard-charts");

const none: ChartsToDraw = { perYear: [], topAirlines: [], topAirports: [], topAircraft: [], topRoutes: [] };

/** The charts drawn in German (recharts draws nothing on the server; each chart's table and list are plain HTML). */
function german(charts: Partial<ChartsToDraw>): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="de" messages={de} timeZone="UTC">
      <DashboardChartsView charts={{ ...none, ...charts }} preferences={{ unit: "km", dateFormat: "dmy", clock: "24h" }} />
    </NextIntlClientProvider>,
  );
}

describe("the dashboard's breakdown charts", () => {
  it("name a value with its own chart's word: business is a class (Business) and a reason (Geschäftlich)", () => {
    expect(german({ flightReasons: [{ key: "business", count: 2 }] })).toContain("Geschäftlich");
    expect(german({ seatClasses: [{ key: "business", count: 2 }] })).not.toContain("Geschäftlich");
  });

  it("name a value not recorded, and show one the list does not know as it is", () => {
    const html = german({ seatPositions: [{ key: "unknown", count: 1 }, { key: "galley", count: 1 }] });
    expect(html).toContain(de.Dashboard.charts.notRecorded);
    expect(html).toContain("galley");
  });
});
