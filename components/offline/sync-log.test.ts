import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import type { FlightBody } from "@/lib/flights/flight-body";
import { forgetAccountData } from "./offline-account";
import { readFlights, readLogState } from "./offline-log";
import { syncLog } from "./sync-log";

const airport = { id: 1, icao: "LSZH", iata: "ZRH", name: "Zurich", lat: 47.46, lon: 8.55, type: "large_airport", continent: "EU", country: "CH", tz: "Europe/Zurich" } as const;

function flight(id: number, date: string): FlightBody {
  return { id, from: airport, to: { ...airport, id: 2, iata: "LHR" }, departure: null, arrival: null, date, datePrecision: "day", seats: [], airline: null, flightNumber: null, aircraft: null, aircraftReg: null, flightReason: null, notes: "" };
}

const FIGURES = { stats: { flights: 2, distanceKm: 1500, durationSeconds: 7200, airports: 2 }, countries: 2 };

/** A stand-in server: answers by path and records what was asked. */
function server(routes: Record<string, () => Response>) {
  const asked: string[] = [];
  const fetchImpl = async (input: string) => {
    asked.push(input);
    const path = input.startsWith("/sync/flights?since=") ? input.split("=")[0]! : input;
    const route = routes[input] ?? routes[path];
    if (!route) throw new TypeError("Failed to fetch");
    return route();
  };
  return { asked, fetchImpl };
}

const json = (body: object, status = 200) => new Response(JSON.stringify({ success: true, ...body }), { status, headers: { "content-type": "application/json" } });
/** The routes of a first sync: a cursor from now, the whole list, the figures. */
function firstSync(cursor: string, flights: FlightBody[]): Record<string, () => Response> {
  return {
    "/sync/flights?since": () => json({ cursor, deleted: [], flights: [] }),
    "/sync/flights": () => json({ flights }),
    "/sync/stats": () => json(FIGURES),
  };
}

const NOW = () => new Date("2026-11-29T10:00:00.000Z");

afterEach(async () => {
  await forgetAccountData();
});

describe("syncing the offline copy", () => {
  it("starts with a cursor from now, then the whole list, then the figures", async () => {
    const { asked, fetchImpl } = server(firstSync("2026-11-29T09:59:58.000Z", [flight(1, "2024-01-01"), flight(2, "2025-01-01")]));
    expect(await syncLog("u1", fetchImpl, NOW)).toBe("synced");
    expect(asked).toEqual([`/sync/flights?since=${encodeURIComponent("2026-11-29T10:00:00.000Z")}`, "/sync/flights", "/sync/stats"]);
    expect((await readFlights("u1")).map((f) => f.id)).toEqual([2, 1]);
    expect(await readLogState("u1")).toEqual({ userId: "u1", cursor: "2026-11-29T09:59:58.000Z", syncedAt: NOW().toISOString(), figures: FIGURES, figuresAt: NOW().toISOString() });
  });

  it("then asks only for the changes since its cursor, replacing changed flights and removing tombstones", async () => {
    const first = server(firstSync("c1", [flight(1, "2024-01-01"), flight(2, "2025-01-01")]));
    await syncLog("u1", first.fetchImpl, NOW);
    const next = server({
      "/sync/flights?since=c1": () => json({ cursor: "c2", deleted: [1], flights: [{ ...flight(2, "2025-01-01"), notes: "edited" }, flight(3, "2026-01-01")] }),
      "/sync/stats": () => json(FIGURES),
    });
    expect(await syncLog("u1", next.fetchImpl, NOW)).toBe("synced");
    expect(next.asked).toEqual(["/sync/flights?since=c1", "/sync/stats"]);
    expect((await readFlights("u1")).map((f) => f.id)).toEqual([3, 2]);
    expect((await readFlights("u1")).find((f) => f.id === 2)?.notes).toBe("edited");
    expect((await readLogState("u1")).cursor).toBe("c2");
  });

  it("starts over when the server no longer answers its cursor (410)", async () => {
    const first = server(firstSync("old", [flight(1, "2024-01-01")]));
    await syncLog("u1", first.fetchImpl, NOW);
    const next = server({
      "/sync/flights?since=old": () => new Response(JSON.stringify({ success: "false", message: "since is before …" }), { status: 410, headers: { "content-type": "application/json" } }),
      ...firstSync("fresh", [flight(5, "2024-01-01")]),
    });
    expect(await syncLog("u1", next.fetchImpl, NOW)).toBe("synced");
    expect((await readFlights("u1")).map((f) => f.id)).toEqual([5]);
    expect((await readLogState("u1")).cursor).toBe("fresh");
  });

  it("changes nothing when a request fails or a portal answers instead of the server", async () => {
    const first = server(firstSync("c1", [flight(1, "2024-01-01")]));
    await syncLog("u1", first.fetchImpl, NOW);
    expect(await syncLog("u1", server({}).fetchImpl, () => new Date("2026-12-01T00:00:00Z"))).toBe("offline");
    const portal = server({ "/sync/flights?since=c1": () => new Response("<html>Sign in to the Wi-Fi</html>", { headers: { "content-type": "text/html" } }) });
    expect(await syncLog("u1", portal.fetchImpl, () => new Date("2026-12-01T00:00:00Z"))).toBe("offline");
    expect(await readLogState("u1")).toMatchObject({ cursor: "c1", syncedAt: NOW().toISOString() });
    expect((await readFlights("u1")).map((f) => f.id)).toEqual([1]);
  });

  it("stops when the session has ended", async () => {
    const { fetchImpl } = server({ "/sync/flights?since": () => new Response("{}", { status: 401, headers: { "content-type": "application/json" } }) });
    expect(await syncLog("u1", fetchImpl, NOW)).toBe("signed-out");
  });

  it("keeps each account's copy apart", async () => {
    const { fetchImpl } = server(firstSync("c1", [flight(1, "2024-01-01")]));
    await syncLog("u1", fetchImpl, NOW);
    expect(await readFlights("u2")).toEqual([]);
    expect((await readLogState("u2")).cursor).toBeNull();
  });
});
