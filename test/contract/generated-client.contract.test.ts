import createClient from "openapi-fetch";
import { describe, expect, it } from "vitest";
import type { paths } from "@/test/openapi/api-types.generated";
import { contractContext } from "./context";
import { checkedFetch } from "./http";

// A client generated from the OpenAPI document (openapi-typescript types, openapi-fetch) drives the API as an
// integration would; `tsc` checks this file against the generated types.
const { baseUrl, seed } = contractContext();
const client = createClient<paths>({ baseUrl: `${baseUrl}/api`, headers: { authorization: `Bearer ${seed.keys.alice}` }, fetch: checkedFetch });

describe("a client generated from the OpenAPI document", () => {
  it("lists, saves, gets, reads the statistics, exports and deletes", async () => {
    const before = await client.GET("/flight/list");
    const count = before.data!.flights.length;
    expect(count).toBeGreaterThan(0);

    const saved = await client.POST("/flight/save", {
      body: { from: "ZRH", to: "LHR", date: "2024-06-01", flightNumber: "LX318", seats: [{ userId: seed.users.alice.id, seat: "window" }], notes: "from the generated client" },
    });
    const id = saved.data!.id;

    const got = await client.GET("/flight/get/{id}", { params: { path: { id: String(id) } } });
    const flight = got.data!.flight;
    expect([flight.from.iata, flight.to.iata, flight.date, flight.flightNumber, flight.notes]).toEqual(["ZRH", "LHR", "2024-06-01", "LX318", "from the generated client"]);
    expect(flight.seats).toEqual([{ userId: seed.users.alice.id, guestName: null, seat: "window", seatNumber: null, seatClass: null }]);

    const stats = await client.GET("/stats", { params: { query: { scope: "mine" } } });
    expect(stats.data!.stats.flights).toBeGreaterThan(0);
    const forbidden = await client.GET("/stats", { params: { query: { scope: "all" } } });
    expect(forbidden.error).toEqual({ success: "false", message: "Forbidden" });

    const json = await client.GET("/flight/export", { params: { query: { format: "json" } } });
    const file = json.data;
    if (!file || typeof file === "string") throw new Error(`expected the JSON export, got ${json.response.headers.get("content-type")}`);
    expect(file.flights).toHaveLength(count + 1);
    const csv = await client.GET("/flight/export", { params: { query: { format: "csv" } }, parseAs: "text" });
    expect(csv.data).toContain("LX318");

    expect((await client.POST("/flight/delete", { body: { id } })).data).toEqual({ success: true });
    const gone = await client.GET("/flight/get/{id}", { params: { path: { id: String(id) } } });
    expect(gone.error).toEqual({ success: "false", message: "Flight not found" });
    expect((await client.GET("/flight/list")).data!.flights).toHaveLength(count);
  });
});
