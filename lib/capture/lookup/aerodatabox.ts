import { z } from "zod";
import type { LookupSettings } from "@/lib/config";
import { airlineCode, airportCode, routeAnswer, shortText, type ProviderAnswer } from "./flight-suggestion";
import { getProviderJson, urlBelow } from "./provider-request";

/**
 * AeroDataBox (https://aerodatabox.com, a key from RapidAPI or API.market): GET {base}/flights/number/{number}/{date}
 * answers an array of flights (a flight of several legs: one per leg) with number, airline {name, iata, icao},
 * aircraft {model, reg}, departure and arrival {airport:{iata, icao, …}, scheduledTime:{utc:"2023-08-01 17:00Z",
 * local:"2023-08-01 19:00+02:00"}}; 204 or 404 when it knows no such flight.
 */
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/;
const movement = z.object({
  airport: z.object({ iata: z.string().nullish(), icao: z.string().nullish() }),
  scheduledTime: z.object({ local: z.string().regex(LOCAL_TIME).nullish() }).nullish(),
});
const flight = z.object({
  number: z.string().nullish(),
  airline: z.object({ iata: z.string().nullish(), icao: z.string().nullish() }).nullish(),
  aircraft: z.object({ model: z.string().nullish(), reg: z.string().nullish() }).nullish(),
  departure: movement,
  arrival: movement,
});
const answer = z.array(flight).max(50);

type AeroDataBoxSettings = NonNullable<LookupSettings["aeroDataBox"]>;

/** The key in the header each marketplace reads; never logged. */
function headersOf(settings: AeroDataBoxSettings): Record<string, string> {
  return settings.market === "api.market"
    ? { "x-api-market-key": settings.key }
    : { "X-RapidAPI-Key": settings.key, "X-RapidAPI-Host": "aerodatabox.p.rapidapi.com" };
}

export async function askAeroDataBox(settings: AeroDataBoxSettings, flightNumber: string, date: string, timeoutMs: number): Promise<ProviderAnswer> {
  const path = `flights/number/${encodeURIComponent(flightNumber)}/${date}`;
  const request = { url: urlBelow(settings.baseUrl, path), headers: headersOf(settings), timeoutMs, unknownStatuses: [204, 404] };
  const answered = await getProviderJson(request, answer);
  if (answered.kind !== "body") return answered;
  // the leg that leaves on the date asked for, else the first
  const leg = answered.body.find((candidate) => localTime(candidate.departure)?.startsWith(date)) ?? answered.body[0];
  if (leg === undefined) return { kind: "unknown" };
  return routeAnswer({
    source: "aerodatabox",
    flightNumber,
    from: airportCode(leg.departure.airport.iata, leg.departure.airport.icao),
    to: airportCode(leg.arrival.airport.iata, leg.arrival.airport.icao),
    airline: airlineCode(leg.airline?.iata, leg.airline?.icao),
    aircraftModel: shortText(leg.aircraft?.model),
    aircraftReg: shortText(leg.aircraft?.reg, 16),
    departure: localTime(leg.departure),
    arrival: localTime(leg.arrival),
  });
}

/** "2023-08-01 19:00+02:00" → "2023-08-01T19:00" (the airport's own clock). */
function localTime(side: z.infer<typeof movement>): string | null {
  const match = LOCAL_TIME.exec(side.scheduledTime?.local ?? "");
  return match ? `${match[1]}T${match[2]}` : null;
}
