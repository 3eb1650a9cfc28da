import type { Metadata } from "next";
import { formatCo2, haulName } from "@/components/format/co2";
import { CABINS, CO2_SOURCE, co2FactorOf, DESNZ_2024_WITH_RF, HAULS, seatCo2Kg, type Cabin, type Haul } from "@/lib/co2/factors";
import { SEAT_CLASSES } from "@/lib/flights/enums";
import { SEAT_CLASS_NAMES } from "@/lib/flights/enum-names";

export const metadata: Metadata = { title: "How CO₂ is estimated" };

const CABIN_NAMES: Record<Cabin, string> = {
  economy: "Economy",
  premiumEconomy: "Premium economy",
  business: "Business",
  first: "First",
  average: "Average passenger",
};
const DESNZ_HAULS: Record<Haul, string> = { domestic: "Domestic, to/from UK", short: "Short-haul, to/from UK", long: "Long-haul, to/from UK" };

/** The method, with the factors and mappings read from lib/co2/factors.ts (docs/features.md says the same in words). */
export default function Co2MethodPage() {
  const classes = [...SEAT_CLASSES, null] as const;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold">How CO₂ is estimated</h1>
      <div className="mt-4 space-y-3 leading-relaxed">
        <p>
          Each seat is one passenger. A seat’s CO₂ is the flight’s great-circle distance times a factor in kg CO₂e per passenger-kilometre, chosen by the
          flight’s distance band and the seat’s class. Totals add up the seats of completed flights: your own seats, or for every flight every seat, guests
          too.
        </p>
        <p>
          The factors are the UK government’s published conversion factors: {CO2_SOURCE.publisher}, “{CO2_SOURCE.title}”, {CO2_SOURCE.table}. Source:{" "}
          <a className="link break-all" href={CO2_SOURCE.url}>
            {CO2_SOURCE.url}
          </a>
          .
        </p>
        <p>
          They are the factors <strong>with radiative forcing</strong> (RF): they include the indirect, non-CO₂ effects of flying at altitude (contrails, water
          vapour, NOx), which DESNZ adds as 70&nbsp;% on the CO₂ part. They also include DESNZ’s 8&nbsp;% uplift on the great-circle distance for the way
          planes really fly, so the great-circle distance is used as it is, without adding 8&nbsp;% again.
        </p>
      </div>

      <h2 className="mt-8 text-xl font-semibold">Distance bands</h2>
      <p className="mt-2 leading-relaxed">
        DESNZ defines its hauls by country relative to the UK; a flight log covers the whole world, so Contrail chooses the band by distance.
      </p>
      <div className="mt-3 overflow-x-auto" tabIndex={0}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Distance bands and the DESNZ factors they use (kg CO₂e per passenger-km)</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">Band</th>
              <th scope="col" className="py-1 pr-3">DESNZ haul</th>
              {CABINS.map((cabin) => (
                <th scope="col" key={cabin} className="py-1 pr-3">
                  {CABIN_NAMES[cabin]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {HAULS.map((haul) => (
              <tr key={haul} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {haulName(haul)}
                </th>
                <td className="py-1 pr-3">{DESNZ_HAULS[haul]}</td>
                {CABINS.map((cabin) => (
                  <td key={cabin} className="py-1 pr-3 tabular-nums">
                    {DESNZ_2024_WITH_RF[haul][cabin]?.toFixed(5) ?? "—"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className="mt-8 text-xl font-semibold">Seat classes</h2>
      <p className="mt-2 leading-relaxed">
        Economy, premium economy (Contrail’s “economy+”), business and first take the factor of the same name. A seat of unknown class, and a private flight
        (for which DESNZ publishes no factor, so the figure is an underestimate), take “average passenger”. Where DESNZ publishes no factor for a class in a
        band, the seat takes the nearest published one: short-haul premium economy and first take short-haul business; every class of a flight under
        500&nbsp;km takes the domestic average passenger, the only factor DESNZ publishes for domestic flights.
      </p>
      <div className="mt-3 overflow-x-auto" tabIndex={0}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The factor each seat class uses in each band (kg CO₂e per passenger-km), and a 1,000 km example</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">Class</th>
              {HAULS.map((haul) => (
                <th scope="col" key={haul} className="py-1 pr-3">
                  {haulName(haul)}
                </th>
              ))}
              <th scope="col" className="py-1 pr-3">1,000 km</th>
            </tr>
          </thead>
          <tbody>
            {classes.map((seatClass) => (
              <tr key={seatClass ?? "unknown"} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {seatClass ? SEAT_CLASS_NAMES[seatClass] : "Unknown"}
                </th>
                {HAULS.map((haul) => (
                  <td key={haul} className="py-1 pr-3 tabular-nums">
                    {co2FactorOf(haul, seatClass).toFixed(5)}
                  </td>
                ))}
                <td className="py-1 pr-3 tabular-nums">{formatCo2(seatCo2Kg(1000, seatClass))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
        These are estimates for reporting, not a measurement of your flight: the aircraft, its load and the route flown are not known.
      </p>
    </div>
  );
}
