import { useLocale } from "next-intl";
import { formatInteger } from "@/components/format/units";
import { DrillLink } from "./drill-link";

export interface RankItem {
  key: string;
  /** what the list shows: "British Airways (BA)", "ZRH → VIE" */
  text: string;
  /** a second line in smaller print (a route's airport names) */
  detail?: string;
  value: number;
  /** the flights behind the entry (lib/stats/dashboard/drill-down.ts) */
  href?: string;
}

/**
 * A top list as text with a bar under each entry: the names are read without hovering and wrap on a phone, where an
 * axis would cut them. data-bar marks a drawn bar (as .recharts-bar-rectangle does for the charts).
 */
export function RankList({ items }: { items: RankItem[] }) {
  const locale = useLocale();
  const max = items.reduce((m, item) => Math.max(m, item.value), 0);
  return (
    <ol className="space-y-2 text-sm">
      {items.map((item) => (
        <li key={item.key}>
          <div className="flex items-baseline justify-between gap-3">
            <DrillLink href={item.href} className="min-w-0 break-words">
              {item.text}
            </DrillLink>
            <span className="shrink-0 tabular-nums">
              {formatInteger(item.value, locale)}
            </span>
          </div>
          {item.detail ? <div className="muted text-xs break-words">{item.detail}</div> : null}
          <div className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
            <div data-bar="" className="h-2 rounded-full bg-sky-500" style={{ width: `${max > 0 ? Math.max(2, (item.value / max) * 100) : 0}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
