import { formatInteger } from "@/components/format/units";
import { WorldFlightMap, type FlightMapAirport, type FlightMapRoute } from "@/components/map/world-flight-map";
import type { MapAirport, RouteMap } from "@/lib/stats/dashboard/route-map";

/** "ZRH", else the ICAO code, else the name. */
function codeOf(airport: Pick<MapAirport, "iata" | "icao" | "name">): string {
  return airport.iata ?? airport.icao ?? airport.name;
}

/** "Top 1,000 of 2,345 routes" when the map is capped, else "2,345 routes". */
export function routeCaption(shown: number, total: number): string {
  if (shown < total) return `Top ${formatInteger(shown)} of ${formatInteger(total)} routes`;
  return `${formatInteger(total)} ${total === 1 ? "route" : "routes"}`;
}

/** The world map of the scope's routes and airports, with its table alternative. */
export function FlightMapCard({ map }: { map: RouteMap }) {
  const byId = new Map(map.airports.map((airport) => [airport.id, airport]));
  const routes: FlightMapRoute[] = [];
  for (const route of map.routes) {
    const from = byId.get(route.fromId);
    const to = byId.get(route.toId);
    if (from && to) routes.push({ from, to, label: `${codeOf(from)} → ${codeOf(to)}`, count: route.count });
  }
  const airports: FlightMapAirport[] = map.airports.map((airport) => ({
    lat: airport.lat,
    lon: airport.lon,
    label: codeOf(airport) === airport.name ? airport.name : `${airport.name} (${codeOf(airport)})`,
    visits: airport.visits,
  }));
  const caption = `${routeCaption(routes.length, map.routeTotal)}, ${formatInteger(airports.length)} ${airports.length === 1 ? "airport" : "airports"}`;
  return (
    <figure className="card min-w-0" aria-labelledby="flight-map-title" data-testid="chart-flight-map">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="flight-map-title" className="text-base font-semibold">
          Flight map
        </h2>
        <p className="muted text-sm" data-testid="flight-map-caption">
          {caption}
        </p>
      </div>
      <WorldFlightMap routes={routes} airports={airports} />
      <details className="mt-2 text-sm">
        <summary className="link cursor-pointer">Show as table</summary>
        <div className="mt-2 grid gap-4 md:grid-cols-2">
          <MarkTable caption="Routes" column="Route" valueLabel="Flights" rows={routes.map((r) => ({ label: r.label, value: r.count }))} testId="flight-map-routes" />
          <MarkTable caption="Airports" column="Airport" valueLabel="Visits" rows={airports.map((a) => ({ label: a.label, value: a.visits }))} testId="flight-map-airports" />
        </div>
      </details>
    </figure>
  );
}

function MarkTable({ caption, column, valueLabel, rows, testId }: { caption: string; column: string; valueLabel: string; rows: { label: string; value: number }[]; testId: string }) {
  return (
    <table className="w-full text-left" data-testid={testId}>
      <caption className="text-left font-medium">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 font-medium">
            {column}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {valueLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} className="border-t border-slate-200 dark:border-slate-800">
            <td className="py-1 break-words">{row.label}</td>
            <td className="py-1 text-right tabular-nums">{formatInteger(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
