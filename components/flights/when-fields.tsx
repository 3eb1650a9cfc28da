import { useState } from "react";
import { formatFlightDate } from "@/components/format/flight-dates";
import { TextField } from "@/components/ui/text-field";
import { inferArrivalDate } from "@/lib/flights/infer-arrival-date";
import { arrivalDayOffset, describeDayOffset } from "@/lib/time/arrival-day-offset";
import type { FlightFormValues, Precision } from "./flight-form-values";
import type { FieldFills } from "./use-known-flight-fill";

/** The date field as the precision asks for it: a day, a month or a year. */
export function dateInputOf(precision: Precision): { type: string; label: string; hint: string } {
  if (precision === "day") return { type: "date", label: "Date", hint: "Local date at the origin." };
  return precision === "month" ? { type: "month", label: "Month", hint: "Format YYYY-MM." } : { type: "number", label: "Year", hint: "Four digits." };
}

/** The time zone at the end of an airport option's description ("Zürich · CH · Europe/Zurich"). */
function zoneOf(description: string): string | null {
  const zone = description.split(" · ").pop() ?? "";
  return zone.includes("/") || zone === "UTC" ? zone : null;
}

/** What an empty arrival date will mean once saved: the day the server infers by the same rule. */
function describeArrivalDate(date: string, departureTime: string, arrivalTime: string, fromTz: string | null, toTz: string | null): string {
  const inferred = date && departureTime && arrivalTime && fromTz && toTz ? inferArrivalDate(`${date}T${departureTime}`, fromTz, arrivalTime, toTz) : null;
  const days = inferred ? arrivalDayOffset(date, inferred) : 0;
  if (!inferred || !days) return "Empty: same day as departure.";
  return `Empty: ${formatFlightDate(inferred, "day")} (${describeDayOffset(days)?.words}), from the times.`;
}

/** The form's dates and times: how precisely the date is known, then the date, and the local times on a known day. */
export function WhenFields({
  initial,
  precision,
  onPrecision,
  zones,
  errors,
  fills,
  notes,
}: {
  initial: Pick<FlightFormValues, "date" | "departureTime" | "arrivalDate" | "arrivalTime">;
  precision: Precision;
  onPrecision: (precision: Precision) => void;
  /** the chosen airports' descriptions, for their time zones */
  zones: { from: string; to: string };
  errors: Record<string, string>;
  /** a known flight's local times (the add form), and the note of each filled one */
  fills: FieldFills;
  notes: Partial<Record<"departureTime" | "arrivalTime", string>>;
}) {
  const [date, setDate] = useState(initial.date);
  const [departureTime, setDepartureTime] = useState(initial.departureTime);
  const [arrivalDate, setArrivalDate] = useState(initial.arrivalDate);
  const [arrivalTime, setArrivalTime] = useState(initial.arrivalTime);
  // a known flight's times, taken when they arrive (the hook offers only fields still empty)
  const [taken, setTaken] = useState(fills);
  if (taken !== fills) {
    setTaken(fills);
    if (fills.departureTime) setDepartureTime(fills.departureTime.text);
    if (fills.arrivalTime) setArrivalTime(fills.arrivalTime.text);
  }
  const dateInput = dateInputOf(precision);
  const arrivalDateHint = describeArrivalDate(date, departureTime, arrivalTime, zoneOf(zones.from), zoneOf(zones.to));
  const tzHint = (zone: string) => (zone ? `Local time at the airport (${zone.split(" · ").pop()}).` : "Local time at the airport.");

  return (
    <div className="card">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">When</legend>
        <div>
          <label className="label" htmlFor="field-precision">
            Known to the
          </label>
          <select
            id="field-precision"
            name="precision"
            className="input"
            value={precision}
            onChange={(event) => {
              const next = event.target.value as Precision;
              onPrecision(next);
              setDate((current) => (next === "year" ? current.slice(0, 4) : next === "month" ? current.slice(0, 7) : current.length === 10 ? current : ""));
            }}
          >
            <option value="day">Day</option>
            <option value="month">Month</option>
            <option value="year">Year</option>
          </select>
        </div>
        <TextField
          key={precision}
          name="date"
          label={dateInput.label}
          type={dateInput.type}
          hint={dateInput.hint}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          required
          inputMode={precision === "year" ? "numeric" : undefined}
          min={precision === "year" ? 1900 : undefined}
          max={precision === "year" ? 2100 : undefined}
          error={errors.date}
        />
        {precision === "day" ? (
          <>
            <TextField name="departureTime" label="Departure time" type="time" value={departureTime} onChange={(e) => setDepartureTime(e.target.value)} hint={tzHint(zones.from)} note={notes.departureTime} error={errors.departureTime} />
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-2">
              <TextField name="arrivalDate" label="Arrival date" type="date" value={arrivalDate} onChange={(e) => setArrivalDate(e.target.value)} hint={arrivalDate ? "Clear it to infer it from the times." : arrivalDateHint} error={errors.arrivalDate} />
              <TextField name="arrivalTime" label="Arrival time" type="time" value={arrivalTime} onChange={(e) => setArrivalTime(e.target.value)} hint={tzHint(zones.to)} note={notes.arrivalTime} error={errors.arrivalTime} />
            </div>
          </>
        ) : (
          <p className="muted text-sm sm:col-span-2">Times can be given when the exact day is known.</p>
        )}
      </fieldset>
    </div>
  );
}
