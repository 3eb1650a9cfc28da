import { describeDayOffset } from "@/lib/time/arrival-day-offset";

/** "+1" next to an arrival on a later local day; screen readers hear "arrives next day" instead. */
export function DayOffsetMarker({ days }: { days: number | null }) {
  const text = describeDayOffset(days);
  if (!text) return null;
  return (
    <span className="ml-1 align-super text-xs font-semibold" title={text.words}>
      <span aria-hidden="true">{text.marker}</span>
      <span className="sr-only">{` (${text.words})`}</span>
    </span>
  );
}
