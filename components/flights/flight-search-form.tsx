import { FLIGHT_SORTS, type FlightSort } from "@/lib/flights/search-flights";

const SORT_LABELS: Record<FlightSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  distance: "Longest distance",
  duration: "Longest duration",
};

interface Props {
  q: string;
  year: number | undefined;
  sort: FlightSort;
  years: number[];
  /** scope parameters to keep (admins) */
  scopeQuery: string;
}

/** A plain GET form: works without JavaScript, and the URL keeps the search. */
export function FlightSearchForm({ q, year, sort, years, scopeQuery }: Props) {
  const hidden = [...new URLSearchParams(scopeQuery).entries()];
  return (
    <form method="get" role="search" aria-label="Search flights" className="card grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label className="label" htmlFor="search-q">
          Search
        </label>
        <input id="search-q" name="q" type="search" className="input" defaultValue={q} placeholder="Airport, airline or flight number" />
      </div>
      <div>
        <label className="label" htmlFor="search-year">
          Year
        </label>
        <select id="search-year" name="year" className="input" defaultValue={year !== undefined ? String(year) : ""}>
          <option value="">All years</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor="search-sort">
          Sort
        </label>
        <select id="search-sort" name="sort" className="input" defaultValue={sort}>
          {FLIGHT_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
