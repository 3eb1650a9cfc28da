"use client";

import { useTranslations } from "next-intl";
import type { LegReview } from "@/lib/capture/scan/pass-legs-db";
import type { CompletedDraft } from "@/lib/capture/known/complete-draft";
import type { SeatClass } from "@/lib/flights/enums";
import { AddPassSeat, type AddSeat } from "./add-pass-seat";

const CLASS_LABELS = { economy: "classes.economy", "economy+": "classes.premiumEconomy", business: "classes.business", first: "classes.first", private: "classes.private" } as const satisfies Record<SeatClass, string>;

/** The fields a leg's review can correct: each one's input id (the same in every language) and label. */
const LEG_FIELDS = {
  date: { id: "date", label: "dateOfLeg" },
  departureTime: { id: "departure-time", label: "departureOfLeg" },
  arrivalTime: { id: "arrival-time", label: "arrivalOfLeg" },
} as const;

interface Props {
  reviews: LegReview[];
  onChange: (index: number, patch: Partial<CompletedDraft>) => void;
  addSeat: AddSeat;
}

/** A mark after a value: where it came from (the pass, or the user's own earlier flight). */
function Source({ from }: { from: string }) {
  return <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs text-sky-900 dark:bg-sky-900 dark:text-sky-100">{from}</span>;
}

/** The legs read from a pass, each a small form prefilled from it, with what the pass and the user's flights gave marked. */
export function PassReview({ reviews, onChange, addSeat }: Props) {
  const t = useTranslations("Capture.review");
  const fromPass = t("fromPass");
  return (
    <ol className="space-y-4" aria-label={t("legs")}>
      {reviews.map(({ leg, sameFlightId, ownSeat }, index) => {
        const known = leg.knownFlightId === null ? null : t("fromYourFlight", { id: String(leg.knownFlightId) });
        const title = t("legTitle", { number: index + 1, from: leg.from, to: leg.to });
        const seatClass = leg.seatClass as SeatClass | null;
        return (
          <li key={index} className="card space-y-3" aria-label={title}>
            <h3 className="text-base font-semibold">
              {title}
              <Source from={fromPass} />
            </h3>
            {sameFlightId !== null ? <AddPassSeat flightId={sameFlightId} ownSeat={ownSeat} pass={leg} addSeat={addSeat} /> : null}
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="muted">{t("flight")}</dt>
              <dd>
                {leg.airline} {leg.flightNumber ?? t("noNumber")}
                <Source from={fromPass} />
              </dd>
              <dt className="muted">{t("seat")}</dt>
              <dd>
                {leg.seatNumber ?? t("seatNotRecorded")} · {seatClass && seatClass in CLASS_LABELS ? t(CLASS_LABELS[seatClass]) : t("classNotRecorded")}
                <Source from={fromPass} />
              </dd>
              {leg.aircraft ? (
                <>
                  <dt className="muted">{t("aircraft")}</dt>
                  <dd>
                    {leg.aircraft}
                    {known ? <Source from={known} /> : null}
                  </dd>
                </>
              ) : null}
            </dl>
            {sameFlightId === null ? (
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                <LegInput field="date" type="date" index={index} value={leg.date ?? ""} mark={fromPass} onChange={(value) => onChange(index, { date: value || null })} />
                <LegInput field="departureTime" type="time" index={index} value={leg.departureTime ?? ""} mark={leg.filled.includes("departureTime") ? known : null} onChange={(value) => onChange(index, { departureTime: value || null })} />
                <LegInput field="arrivalTime" type="time" index={index} value={leg.arrivalTime ?? ""} mark={leg.filled.includes("arrivalTime") ? known : null} onChange={(value) => onChange(index, { arrivalTime: value || null })} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

interface LegInputProps {
  field: keyof typeof LEG_FIELDS;
  type: string;
  index: number;
  value: string;
  mark: string | null;
  onChange: (value: string) => void;
}

function LegInput({ field, type, index, value, mark, onChange }: LegInputProps) {
  const t = useTranslations("Capture.review");
  const id = `leg-${index}-${LEG_FIELDS[field].id}`;
  return (
    <div>
      <label className="label" htmlFor={id}>
        {t(LEG_FIELDS[field].label, { number: index + 1 })}
        {mark ? <Source from={mark} /> : null}
      </label>
      <input id={id} className="input" type={type} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
