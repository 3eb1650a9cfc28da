import Link from "next/link";
import { CO2_METHOD_HREF, formatCo2, haulName } from "@/components/format/co2";
import { enumName } from "@/lib/flights/enum-names";
import type { Co2Totals } from "@/lib/stats/co2/co2-totals";
import type { ScopeKind } from "@/lib/scope/authorized-scope";

/** Whose seats a scope's CO₂ counts, as lib/co2 counts them. */
const SEATS_OF: Record<ScopeKind, string> = { all: "Every seat, guests too,", mine: "Your seats", user: "This traveller’s seats" };

/** The scope's CO₂ over its completed flights (getCo2Totals, or a period's), per seat class and distance band, with the method. */
export function Co2Card({ co2, scope }: { co2: Co2Totals; scope: ScopeKind }) {
  const rows = (entries: { key: string; name: string; kg: number; seats: number }[]) =>
    entries.map((entry) => (
      <li key={entry.key} className="flex justify-between gap-3 py-1">
        <span>
          {entry.name} <span className="muted">({entry.seats === 1 ? "1 seat" : `${entry.seats.toLocaleString("en-US")} seats`})</span>
        </span>
        <span className="tabular-nums">{formatCo2(entry.kg)}</span>
      </li>
    ));
  return (
    <section className="card" aria-labelledby="co2-title" data-testid="co2-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="co2-title" className="text-base font-semibold">
          CO₂
        </h2>
        <Link href={CO2_METHOD_HREF} className="link text-sm">
          How CO₂ is estimated
        </Link>
      </div>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid="co2-total" data-value={co2.kg}>
        {formatCo2(co2.kg)}
      </p>
      <p className="muted text-sm">
        {SEATS_OF[scope]} on completed flights, with the non-CO₂ effects of flying.
      </p>
      {co2.seats > 0 ? (
        <div className="mt-3 grid grid-cols-1 gap-x-8 gap-y-3 sm:grid-cols-2">
          <div>
            <h3 className="muted text-sm font-medium">By class</h3>
            <ul className="text-sm">{rows(co2.byClass.map((e) => ({ key: e.seatClass, name: e.seatClass === "unknown" ? "Unknown" : enumName(e.seatClass), kg: e.kg, seats: e.seats })))}</ul>
          </div>
          <div>
            <h3 className="muted text-sm font-medium">By distance</h3>
            <ul className="text-sm">{rows(co2.byHaul.map((e) => ({ key: e.haul, name: haulName(e.haul), kg: e.kg, seats: e.seats })))}</ul>
          </div>
        </div>
      ) : null}
    </section>
  );
}
