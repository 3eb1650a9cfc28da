import Link from "next/link";
import { useTranslations } from "next-intl";
import type { DashboardRange } from "@/lib/stats/dashboard/dashboard-range";

/**
 * The dashboard's period: all time, the last 12 months, one of the scope's years, or a custom range of dates (a plain
 * GET form: works without JavaScript, the URL keeps it). The scope's parameters travel along.
 */
export function RangePicker({ range, years, scopeQuery }: { range: DashboardRange | null; years: number[]; scopeQuery: string }) {
  const t = useTranslations("Dashboard.range");
  const href = (params: [string, string][]) => {
    const query = new URLSearchParams(scopeQuery);
    for (const [name, value] of params) query.set(name, value);
    const text = query.toString();
    return text ? `/?${text}` : "/";
  };
  const active = range ? new URLSearchParams(range.params).toString() : "";
  const choices: [string, [string, string][]][] = [[t("allTime"), []], [t("last12Months"), [["range", "12m"]]], ...years.slice(0, 6).map((y): [string, [string, string][]] => [String(y), [["year", String(y)]]])];
  const hidden = [...new URLSearchParams(scopeQuery).entries()];
  return (
    <nav aria-label={t("period")} className="flex flex-wrap items-end gap-x-4 gap-y-2 text-sm" data-testid="dashboard-range">
      <ul className="flex flex-wrap gap-2">
        {choices.map(([label, params]) => {
          const current = new URLSearchParams(params).toString() === active;
          return (
            <li key={label}>
              <Link href={href(params)} className={`btn ${current ? "btn-primary" : ""}`} aria-current={current ? "page" : undefined}>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
      <form method="get" className="flex flex-wrap items-end gap-2" aria-label={t("custom")}>
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label className="label" htmlFor="range-since">
            {t("from")}
          </label>
          <input id="range-since" name="since" type="date" className="input" defaultValue={range?.params.find(([n]) => n === "since")?.[1] ?? ""} />
        </div>
        <div>
          <label className="label" htmlFor="range-until">
            {t("to")}
          </label>
          <input id="range-until" name="until" type="date" className="input" defaultValue={range?.params.find(([n]) => n === "until")?.[1] ?? ""} />
        </div>
        <button type="submit" className="btn">
          {t("show")}
        </button>
      </form>
    </nav>
  );
}
