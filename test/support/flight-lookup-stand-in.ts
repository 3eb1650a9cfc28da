import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the flight lookup providers (lib/capture/lookup/), on 127.0.0.1, answering in their documented
 * shapes: adsbdb under /adsbdb (GET /v0/callsign/{callsign}, README of github.com/mrjackwills/adsbdb) and
 * AeroDataBox under /aerodatabox (GET /flights/number/{number}/{date}, aerodatabox.com's API). Each provider's
 * behaviour is set per test; every request is recorded, headers included, so a test can check what was sent.
 */
export type StandInBehaviour = "answer" | "unknown" | "slow" | "too-many" | "malformed" | "redirect" | "server-error" | "huge";

export interface StandInRequest {
  /** "other": a path of neither provider (where a redirect points) */
  provider: "adsbdb" | "aerodatabox" | "other";
  path: string;
  headers: http.IncomingHttpHeaders;
}

export interface FlightLookupStandIn {
  /** the base URLs to configure */
  adsbdbUrl: string;
  aeroDataBoxUrl: string;
  behaviour: { adsbdb: StandInBehaviour; aerodatabox: StandInBehaviour };
  requests: StandInRequest[];
  close(): Promise<void>;
}

/** adsbdb's answer for a known callsign (its README's shape; values of Lufthansa's LH400). */
export function adsbdbRoute(callsign: string): unknown {
  const airport = (iata: string, icao: string, name: string) => ({
    country_iso_name: "DE",
    country_name: "Germany",
    elevation: 364,
    iata_code: iata,
    icao_code: icao,
    latitude: 50.033333,
    longitude: 8.570556,
    municipality: name,
    name: `${name} Airport`,
  });
  return {
    response: {
      flightroute: {
        callsign: `DLH${callsign.slice(2)}`,
        callsign_icao: `DLH${callsign.slice(2)}`,
        callsign_iata: callsign,
        airline: { name: "Lufthansa", icao: "DLH", iata: "LH", country: "Germany", country_iso: "DE", callsign: "LUFTHANSA" },
        origin: airport("FRA", "EDDF", "Frankfurt am Main"),
        destination: { ...airport("JFK", "KJFK", "New York"), country_iso_name: "US", country_name: "United States" },
      },
    },
  };
}

/** AeroDataBox's answer for a flight number and date (one leg), in the shape of its flight contract. */
export function aeroDataBoxFlights(number: string, date: string): unknown {
  return [
    {
      greatCircleDistance: { km: 6198.4 },
      departure: {
        airport: { icao: "EDDF", iata: "FRA", name: "Frankfurt-am-Main", countryCode: "DE", timeZone: "Europe/Berlin" },
        scheduledTime: { utc: `${date} 09:55Z`, local: `${date} 10:55+01:00` },
        terminal: "1",
        quality: ["Basic"],
      },
      arrival: {
        airport: { icao: "KJFK", iata: "JFK", name: "New York, John F Kennedy", countryCode: "US", timeZone: "America/New_York" },
        scheduledTime: { utc: `${date} 18:40Z`, local: `${date} 13:40-05:00` },
        terminal: "1",
        quality: ["Basic"],
      },
      lastUpdatedUtc: `${date} 06:00Z`,
      number: `${number.slice(0, 2)} ${number.slice(2)}`,
      status: "Expected",
      codeshareStatus: "IsOperator",
      isCargo: false,
      aircraft: { reg: "D-AIXA", modeS: "3C4B21", model: "Airbus A350-900" },
      airline: { name: "Lufthansa", iata: "LH", icao: "DLH" },
    },
  ];
}

export async function startFlightLookupStandIn(): Promise<FlightLookupStandIn> {
  const pending = new Set<NodeJS.Timeout>();
  const standIn: FlightLookupStandIn = {
    adsbdbUrl: "",
    aeroDataBoxUrl: "",
    behaviour: { adsbdb: "answer", aerodatabox: "answer" },
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const [, provider, ...rest] = url.pathname.split("/");
    const path = `/${rest.join("/")}`;
    if (provider !== "adsbdb" && provider !== "aerodatabox") {
      standIn.requests.push({ provider: "other", path: url.pathname, headers: req.headers });
      return send(res, 200, provider === "elsewhere" ? answerOf("adsbdb", "/v0/callsign/LH400") : { message: "no such provider" });
    }
    standIn.requests.push({ provider, path, headers: req.headers });
    const behaviour = standIn.behaviour[provider];
    if (behaviour === "slow") {
      const timer = setTimeout(() => send(res, 200, answerOf(provider, path)), 5_000);
      pending.add(timer);
      return;
    }
    // a valid answer padded far past any real one
    if (behaviour === "huge") return send(res, 200, { ...(answerOf(provider, path) as object), padding: "x".repeat(400_000) });
    if (behaviour === "too-many") return send(res, 429, { message: "Too many requests" });
    if (behaviour === "server-error") return send(res, 500, { message: "Internal error" });
    if (behaviour === "redirect") {
      // to another address of the same server, which answers as adsbdb would: a lookup must not follow it
      res.writeHead(302, { location: "/elsewhere" });
      return res.end();
    }
    if (behaviour === "malformed") return send(res, 200, provider === "adsbdb" ? { response: { flightroute: { callsign: 7 } } } : { flights: "none" });
    if (behaviour === "unknown") {
      if (provider === "aerodatabox") {
        res.writeHead(204);
        return res.end();
      }
      return send(res, 404, { response: "unknown callsign" });
    }
    const answer = answerOf(provider, path);
    return answer === null ? send(res, 404, { message: "unexpected path" }) : send(res, 200, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.adsbdbUrl = `${base}/adsbdb`;
  standIn.aeroDataBoxUrl = `${base}/aerodatabox/`;
  return standIn;
}

function answerOf(provider: "adsbdb" | "aerodatabox", path: string): unknown {
  if (provider === "adsbdb") {
    const callsign = /^\/v0\/callsign\/([A-Z0-9]+)$/.exec(path)?.[1];
    return callsign ? adsbdbRoute(callsign) : null;
  }
  const match = /^\/flights\/number\/([A-Z0-9]+)\/(\d{4}-\d{2}-\d{2})$/.exec(path);
  return match ? aeroDataBoxFlights(match[1]!, match[2]!) : null;
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
