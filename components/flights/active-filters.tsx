import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ActiveFilter } from "./active-filter-chips";

/** The filters the list is narrowed by, each removable, and one link clearing them all. */
export function ActiveFilters({ filters, clearHref }: { filters: ActiveFilter[]; clearHref: string }) {
  const t = useTranslations("Flights.filters");
  if (filters.length === 0) return null;
  return (
    <section aria-label={t("active")} className="flex flex-wrap items-center gap-2 text-sm" data-testid="active-filters">
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.key} className="flex items-center gap-1 rounded-full border border-slate-300 py-0.5 pr-1 pl-3 dark:border-slate-700" data-testid={`active-filter-${filter.key}`}>
            <span>{filter.label}</span>
            <Link href={filter.removeHref} className="link rounded-full px-1.5" aria-label={t("remove", { filter: filter.label })}>
              ×
            </Link>
          </li>
        ))}
      </ul>
      <Link href={clearHref} className="link" data-testid="clear-filters">
        {t("clear")}
      </Link>
    </section>
  );
}
