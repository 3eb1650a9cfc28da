import Link from "next/link";
import { CO2_METHOD_HREF, formatCo2 } from "@/components/format/co2";
import type { TripCo2 } from "@/lib/trips/read-trip";

/** The trip's CO₂ (the owner's seats), with the method one link away. */
export function TripCo2Figure({ co2, flights }: { co2: TripCo2; flights: number }) {
  if (flights === 0) return null;
  return (
    <p className="mt-4 text-sm" data-testid="trip-co2">
      <span className="muted">CO₂, your seats:</span> <span className="font-medium tabular-nums">{formatCo2(co2.kg)}</span>
      {co2.seatedFlights < flights ? <span className="muted"> ({co2.seatedFlights} of {flights} flights have a seat of yours)</span> : null}{" "}
      <Link href={CO2_METHOD_HREF} className="link">
        How CO₂ is estimated
      </Link>
    </p>
  );
}
