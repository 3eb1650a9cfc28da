"use client";

import type { LegReview } from "@/lib/capture/scan/pass-legs-db";
import type { CompletedDraft } from "@/lib/capture/known/complete-draft";
import { AddPassSeat, type AddSeat } from "./add-pass-seat";

const CLASS_NAMES: Record<string, string> = { economy: "Economy", "economy+": "Premium economy", business: "Business", first: "First", private: "Private" };

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
  return (
    <ol className="space-y-4" aria-label="Legs on the pass">
      {reviews.map(({ leg, sameFlightId, ownSeat }, index) => {
        const known = leg.knownFlightId === null ? null : `from your flight ${leg.knownFlightId}`;
        const title = `${leg.from} → ${leg.to}`;
        return (
          <li key={index} className="card space-y-3" aria-label={`Leg ${index + 1}: ${title}`}>
            <h3 className="text-base font-semibold">
              Leg {index + 1}: {title}
              <Source from="from the pass" />
            </h3>
            {sameFlightId !== null ? <AddPassSeat flightId={sameFlightId} ownSeat={ownSeat} pass={leg} addSeat={addSeat} /> : null}
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="muted">Flight</dt>
              <dd>
                {leg.airline} {leg.flightNumber ?? "(no number)"}
                <Source from="from the pass" />
              </dd>
              <dt className="muted">Seat</dt>
              <dd>
                {leg.seatNumber ?? "Not recorded"} · {leg.seatClass ? CLASS_NAMES[leg.seatClass] : "class not recorded"}
                <Source from="from the pass" />
              </dd>
              {leg.aircraft ? (
                <>
                  <dt className="muted">Aircraft type</dt>
                  <dd>
                    {leg.aircraft}
                    {known ? <Source from={known} /> : null}
                  </dd>
                </>
              ) : null}
            </dl>
            {sameFlightId === null ? (
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                <LegInput label="Date" type="date" index={index} value={leg.date ?? ""} mark="from the pass" onChange={(value) => onChange(index, { date: value || null })} />
                <LegInput label="Departure time" type="time" index={index} value={leg.departureTime ?? ""} mark={leg.filled.includes("departureTime") ? known : null} onChange={(value) => onChange(index, { departureTime: value || null })} />
                <LegInput label="Arrival time" type="time" index={index} value={leg.arrivalTime ?? ""} mark={leg.filled.includes("arrivalTime") ? known : null} onChange={(value) => onChange(index, { arrivalTime: value || null })} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

interface LegInputProps {
  label: string;
  type: string;
  index: number;
  value: string;
  mark: string | null;
  onChange: (value: string) => void;
}

function LegInput({ label, type, index, value, mark, onChange }: LegInputProps) {
  const id = `leg-${index}-${label.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <div>
      <label className="label" htmlFor={id}>
        {label} (leg {index + 1}){mark ? <Source from={mark} /> : null}
      </label>
      <input id={id} className="input" type={type} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
