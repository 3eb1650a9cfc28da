import { z } from "zod";
import { airlineCode, airportCode, routeAnswer, type ProviderAnswer } from "./flight-suggestion";
import { getProviderJson, urlBelow } from "./provider-request";

/**
 * adsbdb (https://www.adsbdb.com, no key): GET {base}/v0/callsign/{callsign} answers
 * {"response":{"flightroute":{callsign, callsign_icao, callsign_iata, airline:{name, icao, iata, …} | null,
 * origin:{iata_code, icao_code, …}, destination:{…}}}}, an unknown callsign 404 {"response":"unknown callsign"}
 * (its README, github.com/mrjackwills/adsbdb). The route only: no date, times or aircraft.
 */
const airport = z.object({ iata_code: z.string().nullish(), icao_code: z.string().nullish() });
const answer = z.object({
  response: z.object({
    flightroute: z.object({
      callsign: z.string(),
      airline: z.object({ icao: z.string().nullish(), iata: z.string().nullish() }).nullish(),
      origin: airport,
      destination: airport,
    }),
  }),
});

export async function askAdsbdb(settings: { baseUrl: string }, flightNumber: string, timeoutMs: number): Promise<ProviderAnswer> {
  const url = urlBelow(settings.baseUrl, `v0/callsign/${encodeURIComponent(flightNumber)}`);
  const answered = await getProviderJson({ url, headers: {}, timeoutMs, unknownStatuses: [404] }, answer);
  if (answered.kind !== "body") return answered;
  const route = answered.body.response.flightroute;
  return routeAnswer({
    source: "adsbdb",
    flightNumber,
    from: airportCode(route.origin.iata_code, route.origin.icao_code),
    to: airportCode(route.destination.iata_code, route.destination.icao_code),
    airline: airlineCode(route.airline?.iata, route.airline?.icao),
    aircraftModel: null,
    aircraftReg: null,
    departure: null,
    arrival: null,
  });
}
