import Link from "next/link";
import { useTranslations } from "next-intl";

interface Props {
  /** 1-based, or null when unknown (a long filtered list read from its end) */
  page: number | null;
  pageCount: number | null;
  /** cursors of the previous and next page; null at either end */
  previous: string | null;
  next: string | null;
  /** the list's other parameters (scope, filters, sort, size) */
  query: string;
}

/** First / previous / next / last, and a jump to a page number when the number of pages is known. */
export function Pagination({ page, pageCount, previous, next, query }: Props) {
  const t = useTranslations("Flights.pages");
  if (previous === null && next === null) return null;
  const href = (extra: Record<string, string>) => {
    const params = new URLSearchParams(query);
    for (const [name, value] of Object.entries(extra)) params.set(name, value);
    const text = params.toString();
    return text ? `?${text}` : "?";
  };
  const label = (n: number | null): Record<string, string> => (n === null ? {} : { page: String(n) });
  const hidden = [...new URLSearchParams(query).entries()];
  const where = page === null ? (next === null ? t("last") : t("unknown")) : pageCount === null ? t("page", { page }) : t("pageOf", { page, count: pageCount });
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex gap-2">
        {previous !== null ? (
          <>
            <Link href={href({})} className="btn">
              <span aria-hidden="true">«</span> {t("first")}
            </Link>
            <Link href={href({ before: previous, ...label(page === null ? null : page - 1) })} className="btn" rel="prev">
              <span aria-hidden="true">←</span> {t("previous")}
            </Link>
          </>
        ) : null}
      </div>
      <p className="muted text-sm" aria-current="page" data-testid="page-position">
        {where}
      </p>
      <div className="flex gap-2">
        {next !== null ? (
          <>
            <Link href={href({ after: next, ...label(page === null ? null : page + 1) })} className="btn" rel="next">
              {t("next")} <span aria-hidden="true">→</span>
            </Link>
            <Link href={href({ page: "last" })} className="btn">
              {t("lastButton")} <span aria-hidden="true">»</span>
            </Link>
          </>
        ) : null}
      </div>
      {pageCount !== null && pageCount > 2 ? (
        <form method="get" className="flex w-full items-end justify-center gap-2" aria-label={t("jumpLabel")}>
          {hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label className="muted text-sm" htmlFor="page-jump">
            {t("jumpLabel")}
          </label>
          <input id="page-jump" name="page" type="number" min={1} max={pageCount} required className="input w-28" defaultValue={page ?? undefined} />
          <button type="submit" className="btn">
            {t("go")}
          </button>
        </form>
      ) : null}
    </nav>
  );
}
