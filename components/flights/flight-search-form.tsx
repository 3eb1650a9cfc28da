import { FLIGHT_REASONS, SEAT_CLASSES } from "@/lib/flights/enums";
import { FLIGHT_REASON_NAMES, SEAT_CLASS_NAMES } from "@/lib/flights/enum-names";
import { UNKNOWN_VALUE, type FlightListFilters } from "@/lib/flights/flight-list-filters";
import { flightListFilterParams } from "@/lib/flights/flight-list-params";
import { FLIGHT_SORTS, PAGE_SIZES, type FlightListChoices, type FlightSort } from "@/lib/flights/search-flights";

const SORT_LABELS: Record<FlightSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  distance: "Longest distance",
  duration: "Longest duration",
};

const CLASS_LABELS = SEAT_CLASS_NAMES;
const REASON_LABELS = FLIGHT_REASON_NAMES;

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
  // the drill-down filters the form has no field for travel along with the scope
  const fields = new Set(["q", "year", "airline", "aircraft", "class", "reason"]);
  const hidden = [...new URLSearchParams(scopeQuery).entries(), ...flightListFilterParams(filters).filter(([name]) => !fields.has(name))];
  const active = [filters.year, filters.airlineId, filters.aircraftId, filters.seatClass, filters.reason].filter((value) => value !== undefined).length;
  return (
    <form method="get" role="search" aria-label="Search flights" className="card space-y-3 p-3 md:p-4">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label className="label sr-only md:not-sr-only" htmlFor="search-q">
            Search
          </label>
          <input id="search-q" name="q" type="search" className="input" defaultValue={filters.q ?? ""} placeholder="Airport, airline, flight, aircraft, registration, notes" />
        </div>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </div>
      <details className="group md:[&::details-content]:[content-visibility:visible] md:[&>summary]:hidden" data-testid="flight-filters">
        <summary className="muted cursor-pointer text-sm font-medium">
          Filters and sort{active > 0 ? ` · ${active} active` : ""}
        </summary>
        <div className="mt-3 grid grid-cols-2 gap-3 md:mt-0 md:grid-cols-4 lg:grid-cols-7">
          <Select id="search-year" name="year" label="Year" value={filters.year !== undefined ? String(filters.year) : ""} empty="All years" options={choices.years.map((y) => [String(y), String(y)])} />
          <Select id="search-airline" name="airline" label="Airline" value={filters.airlineId !== undefined ? String(filters.airlineId) : ""} empty="All airlines" options={choices.airlines.map((a) => [String(a.id), a.code ? `${a.name} (${a.code})` : a.name])} />
          <Select id="search-aircraft" name="aircraft" label="Aircraft type" value={filters.aircraftId !== undefined ? String(filters.aircraftId) : ""} empty="All types" options={choices.aircraft.map((a) => [String(a.id), `${a.name} (${a.code})`])} />
          <Select id="search-class" name="class" label="Class" value={filters.seatClass ?? ""} empty="All classes" options={[...SEAT_CLASSES.map((c): [string, string] => [c, CLASS_LABELS[c]]), [UNKNOWN_VALUE, "Not recorded"]]} />
          <Select id="search-reason" name="reason" label="Reason" value={filters.reason ?? ""} empty="All reasons" options={[...FLIGHT_REASONS.map((r): [string, string] => [r, REASON_LABELS[r]]), [UNKNOWN_VALUE, "Not recorded"]]} />
          <Select id="search-sort" name="sort" label="Sort" value={sort} options={FLIGHT_SORTS.map((s) => [s, SORT_LABELS[s]])} />
          <Select id="search-size" name="size" label="Per page" value={String(pageSize)} options={PAGE_SIZES.map((n) => [String(n), String(n)])} />
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
