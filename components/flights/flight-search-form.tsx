import { useTranslations } from "next-intl";
import { FLIGHT_REASON_KEYS, SEAT_CLASS_KEYS } from "@/components/format/enum-keys";
import { FLIGHT_REASONS, SEAT_CLASSES } from "@/lib/flights/enums";
import { UNKNOWN_VALUE, type FlightListFilters } from "@/lib/flights/flight-list-filters";
import { flightListFilterParams } from "@/lib/flights/flight-list-params";
import { FLIGHT_SORTS, PAGE_SIZES, type FlightListChoices, type FlightSort } from "@/lib/flights/search-flights";

const SORT_KEYS = {
  newest: "sorts.newest",
  oldest: "sorts.oldest",
  distance: "sorts.distance",
  duration: "sorts.duration",
} as const satisfies Record<FlightSort, string>;

interface Props {
  filters: FlightListFilters;
  sort: FlightSort;
  pageSize: number;
  choices: FlightListChoices;
  /** scope parameters to keep (admins) */
  scopeQuery: string;
}

/**
 * A plain GET form: works without JavaScript, and the URL keeps the search. The filters fold into a disclosure on
 * phones, so the flights fill the first screen; from `md` up they are always shown and the disclosure's summary is hidden.
 */
export function FlightSearchForm({ filters, sort, pageSize, choices, scopeQuery }: Props) {
  const t = useTranslations("Flights.search");
  const root = useTranslations();
  // the drill-down filters the form has no field for travel along with the scope
  const fields = new Set(["q", "year", "airline", "aircraft", "class", "reason"]);
  const hidden = [...new URLSearchParams(scopeQuery).entries(), ...flightListFilterParams(filters).filter(([name]) => !fields.has(name))];
  const active = [filters.year, filters.airlineId, filters.aircraftId, filters.seatClass, filters.reason].filter((value) => value !== undefined).length;
  return (
    <form method="get" role="search" aria-label={t("formLabel")} className="card space-y-3 p-3 md:p-4">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label className="label sr-only md:not-sr-only" htmlFor="search-q">
            {t("query")}
          </label>
          <input id="search-q" name="q" type="search" className="input" defaultValue={filters.q ?? ""} aria-describedby="search-q-hint" />
        </div>
        <button type="submit" className="btn btn-primary">
          {t("submit")}
        </button>
      </div>
      {/* a hint rather than a placeholder: the list of what is searched is longer than a phone's field, in every language */}
      <p id="search-q-hint" className="hint mt-0">
        {t("queryHint")}
      </p>
      <details className="group md:[&::details-content]:[content-visibility:visible] md:[&>summary]:hidden" data-testid="flight-filters">
        <summary className="muted cursor-pointer text-sm font-medium">
          {t("filtersAndSort", { active })}
        </summary>
        {/* as many columns as fit a drop-down whose "All …" choice shows whole, in the longest language */}
        <div className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-3 md:mt-0">
          <Select id="search-year" name="year" label={t("year")} value={filters.year !== undefined ? String(filters.year) : ""} empty={t("allYears")} options={choices.years.map((y) => [String(y), String(y)])} />
          <Select id="search-airline" name="airline" label={t("airline")} value={filters.airlineId !== undefined ? String(filters.airlineId) : ""} empty={t("allAirlines")} options={choices.airlines.map((a) => [String(a.id), a.code ? `${a.name} (${a.code})` : a.name])} />
          <Select id="search-aircraft" name="aircraft" label={t("aircraft")} value={filters.aircraftId !== undefined ? String(filters.aircraftId) : ""} empty={t("allAircraft")} options={choices.aircraft.map((a) => [String(a.id), `${a.name} (${a.code})`])} />
          <Select id="search-class" name="class" label={t("seatClass")} value={filters.seatClass ?? ""} empty={t("allClasses")} options={[...SEAT_CLASSES.map((c): [string, string] => [c, root(SEAT_CLASS_KEYS[c])]), [UNKNOWN_VALUE, t("notRecorded")]]} />
          <Select id="search-reason" name="reason" label={t("reason")} value={filters.reason ?? ""} empty={t("allReasons")} options={[...FLIGHT_REASONS.map((r): [string, string] => [r, root(FLIGHT_REASON_KEYS[r])]), [UNKNOWN_VALUE, t("notRecorded")]]} />
          <Select id="search-sort" name="sort" label={t("sort")} value={sort} options={FLIGHT_SORTS.map((s) => [s, t(SORT_KEYS[s])])} />
          <Select id="search-size" name="size" label={t("perPage")} value={String(pageSize)} options={PAGE_SIZES.map((n) => [String(n), String(n)])} />
        </div>
      </details>
    </form>
  );
}

function Select({ id, name, label, value, empty, options }: { id: string; name: string; label: string; value: string; empty?: string; options: [string, string][] }) {
  return (
    <div className="min-w-0">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="input" defaultValue={value}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
