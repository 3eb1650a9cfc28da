/** How an airport is named in short: its IATA code, else ICAO, else its name. */
export function airportCode(airport: { iata: string | null; icao: string | null; name: string }): string {
  return airport.iata ?? airport.icao ?? airport.name;
}

/** A flight by its route, in its direction: "ZRH → VIE". */
export function routeTitle(from: Parameters<typeof airportCode>[0], to: Parameters<typeof airportCode>[0]): string {
  return `${airportCode(from)} → ${airportCode(to)}`;
}
