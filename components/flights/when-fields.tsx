import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatFlightDate } from "@/components/format/flight-dates";
import { TextField } from "@/components/ui/text-field";
import { inferArrivalDate } from "@/lib/flights/infer-arrival-date";
import { arrivalDayOffset } from "@/lib/time/arrival-day-offset";
import { useDayOffsetWords } from "./day-offset-marker";
import { FORM_FIELD_LABEL_KEYS } from "./flight-form-errors";
import type { FlightFormValues, Precision } from "./flight-form-values";
import type { FieldFills } from "./use-known-flight-fill";

const DATE_INPUTS = {
  day: { type: "date", label: FORM_FIELD_LABEL_KEYS.date, hint: "FlightForm.when.day.hint" },
  month: { type: "month", label: "FlightForm.when.month.label", hint: "FlightForm.when.month.hint" },
  year: { type: "number", label: "FlightForm.when.year.label", hint: "FlightForm.when.year.hint" },
} as const satisfies Record<Precision, { type: string; label: string; hint: string }>;

/** The date field as the precision asks for it: a day, a month or a year (its label's and hint's keys). */
export function dateInputOf(precision: Precision): (typeof DATE_INPUTS)[Precision] {
  return DATE_INPUTS[precision];
}

/** The time zone at the end of an airport option's description ("Zürich · CH · Europe/Zurich"). */
function zoneOf(description: string): string | null {
  const zone = description.split(" · ").pop() ?? "";
  return zone.includes("/") || zone === "UTC" ? zone : null;
}

/** The day an empty arrival date will mean once saved (the server infers it by the same rule), or null for the departure's. */
function inferredArrival(date: string, departureTime: string, arrivalTime: string, fromTz: string | null, toTz: string | null): { date: string; days: number } | null {
  const inferred = date && departureTime && arrivalTime && fromTz && toTz ? inferArrivalDate(`${date}T${departureTime}`, fromTz, arrivalTime, toTz) : null;
  const days = inferred ? arrivalDayOffset(date, inferred) : 0;
  return inferred && days ? { date: inferred, days } : null;
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
  const t = useTranslations("FlightForm.when");
  const root = useTranslations();
  const locale = useLocale();
  const dayOffsetWords = useDayOffsetWords();
  const dateInput = dateInputOf(precision);
  const inferred = inferredArrival(date, departureTime, arrivalTime, zoneOf(zones.from), zoneOf(zones.to));
  const arrivalDateHint = inferred ? t("arrivalInferred", { date: formatFlightDate(inferred.date, "day", "dmy", locale), offset: dayOffsetWords(inferred.days) }) : t("arrivalSameDay");
  const tzHint = (zone: string) => (zone ? t("localTimeAt", { zone: zone.split(" · ").pop() ?? "" }) : t("localTime"));

  return (
    <div className="card">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">{t("legend")}</legend>
        <div>
          <label className="label" htmlFor="field-precision">
            {t("precision")}
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
            <option value="day">{t("precisions.day")}</option>
            <option value="month">{t("precisions.month")}</option>
            <option value="year">{t("precisions.year")}</option>
          </select>
        </div>
        <TextField
          key={precision}
          name="date"
          label={root(dateInput.label)}
          type={dateInput.type}
          hint={root(dateInput.hint)}
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
            <TextField name="departureTime" label={root(FORM_FIELD_LABEL_KEYS.departureTime)} type="time" value={departureTime} onChange={(e) => setDepartureTime(e.target.value)} hint={tzHint(zones.from)} note={notes.departureTime} error={errors.departureTime} />
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-2">
              <TextField name="arrivalDate" label={root(FORM_FIELD_LABEL_KEYS.arrivalDate)} type="date" value={arrivalDate} onChange={(e) => setArrivalDate(e.target.value)} hint={arrivalDate ? t("arrivalClear") : arrivalDateHint} error={errors.arrivalDate} />
              <TextField name="arrivalTime" label={root(FORM_FIELD_LABEL_KEYS.arrivalTime)} type="time" value={arrivalTime} onChange={(e) => setArrivalTime(e.target.value)} hint={tzHint(zones.to)} note={notes.arrivalTime} error={errors.arrivalTime} />
            </div>
          </>
        ) : (
          <p className="muted text-sm sm:col-span-2">{t("timesNeedDay")}</p>
        )}
      </fieldset>
    </div>
  );
}
