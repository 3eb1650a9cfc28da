import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { CO2_METHOD_HREF, formatCo2, haulBounds } from "@/components/format/co2";
import type { Co2Totals } from "@/lib/stats/co2/co2-totals";
import type { ScopeKind } from "@/lib/scope/authorized-scope";
import { enumKeyIn, SEAT_CLASS_KEYS } from "@/components/format/enum-keys";

/** The scope's CO₂ over its completed flights (getCo2Totals, or a period's), per seat class and distance band, with the method. */
export async function Co2Card({ co2, scope }: { co2: Co2Totals; scope: ScopeKind }) {
  const t = await getTranslations("Dashboard.co2");
  const root = await getTranslations();
  const locale = await getLocale();
  const rows = (entries: { key: string; name: string; kg: number; seats: number }[]) =>
    entries.map((entry) => (
      <li key={entry.key} className="flex justify-between gap-3 py-1">
        <span>
          {entry.name} <span className="muted">({t("seats", { count: entry.seats })})</span>
        </span>
        <span className="tabular-nums">{formatCo2(entry.kg, locale)}</span>
      </li>
    ));
  const className = (value: string) => {
    const key = enumKeyIn(SEAT_CLASS_KEYS, value);
    return value === "unknown" ? t("unknownClass") : key ? root(key) : value;
  };
  const haulName = (haul: Co2Totals["byHaul"][number]["haul"]) => {
    const { fromKm, belowKm } = haulBounds(haul);
    if (fromKm === 0) return t("haulUnder", { below: belowKm });
    return belowKm === Infinity ? t("haulFrom", { from: fromKm }) : t("haulBetween", { from: fromKm, below: belowKm });
  };
  return (
    <section className="card" aria-labelledby="co2-title" data-testid="co2-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="co2-title" className="text-base font-semibold">
          {t("title")}
        </h2>
        <Link href={CO2_METHOD_HREF} className="link text-sm">
          {t("method")}
        </Link>
      </div>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid="co2-total" data-value={co2.kg}>
        {formatCo2(co2.kg, locale)}
      </p>
      <p className="muted text-sm">{t("whose", { scope })}</p>
      {co2.seats > 0 ? (
        <div className="mt-3 grid grid-cols-1 gap-x-8 gap-y-3 sm:grid-cols-2">
          <div>
            <h3 className="muted text-sm font-medium">{t("byClass")}</h3>
            <ul className="text-sm">
              {rows(co2.byClass.map((e) => ({ key: e.seatClass, name: className(e.seatClass), kg: e.kg, seats: e.seats })))}
            </ul>
          </div>
          <div>
            <h3 className="muted text-sm font-medium">{t("byDistance")}</h3>
            <ul className="text-sm">{rows(co2.byHaul.map((e) => ({ key: e.haul, name: haulName(e.haul), kg: e.kg, seats: e.seats })))}</ul>
          </div>
        </div>
      ) : null}
    </section>
  );
}
