import { useTranslations } from "next-intl";
import { describeDayOffset } from "@/lib/time/arrival-day-offset";

/** The words for an arrival `days` local days after departure (negative: before): "arrives next day". */
export function useDayOffsetWords(): (days: number) => string {
  const t = useTranslations("Flights.dayOffset");
  return (days) => (days > 0 ? t("later", { days }) : t("earlier", { days: -days }));
}

/** "+1" next to an arrival on a later local day; screen readers hear "arrives next day" instead. */
export function DayOffsetMarker({ days }: { days: number | null }) {
  const words = useDayOffsetWords();
  const text = describeDayOffset(days);
  if (!text || days === null) return null;
  return (
    <span className="ml-1 align-super text-xs font-semibold" title={words(days)}>
      <span aria-hidden="true">{text.marker}</span>
      <span className="sr-only">{` (${words(days)})`}</span>
    </span>
  );
}
