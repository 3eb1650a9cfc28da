import { findAirports } from "airport-data-js";
import { airportIata, airportIcao, countryCode } from "../codes";

export const AIRPORT_DATA_JS_PACKAGE = "airport-data-js";

/** A supplementary airport: codes and coordinates, no OurAirports ident and no municipality. */
export interface ExtraAirport {
  icao: string | null;
  iata: string | null;
  name: string;
  lat: number;
  lon: number;
  type: string;
  country: string;
  tz: string | null;
}

/**
 * airport-data-js (an older OurAirports extract with codes, types and zones) still lists airports the current
 * OurAirports file lacks: rows dropped by that package's import, and closed airports whose codes OurAirports
 * has since removed (Berlin Tegel TXL, Sde Dov SDV) that old flights still name.
 */
export async function readAirportDataJs(): Promise<ExtraAirport[]> {
  const all = await findAirports({});
  const result: ExtraAirport[] = [];
  for (const airport of all) {
    const country = countryCode(airport.country_code);
    const lat = Number(airport.latitude);
    const lon = Number(airport.longitude);
    if (!country || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    result.push({
      icao: airportIcao(airport.icao),
      iata: airportIata(airport.iata),
      name: airport.airport.trim(),
      lat,
      lon,
      type: airport.type,
      country,
      tz: airport.time || null,
    });
  }
  return result;
}
