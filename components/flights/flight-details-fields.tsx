import { useTranslations } from "next-intl";
import { FLIGHT_REASON_KEYS } from "@/components/format/enum-keys";
import { FLIGHT_REASONS } from "@/lib/flights/enums";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import { TextField } from "@/components/ui/text-field";
import { FORM_FIELD_LABEL_KEYS as LABELS } from "./flight-form-errors";
import type { FlightFormValues } from "./flight-form-values";
import type { RegisterPicker } from "./use-flight-form";
import type { FieldFills } from "./use-known-flight-fill";

type Search = (query: string) => Promise<ComboOption[]>;

/** The form's flight: airline, flight number, aircraft type and registration, reason and notes. */
export function FlightDetailsFields({
  initial,
  searchAirlines,
  searchAircraft,
  register,
  errors,
  fills,
  notes,
  onFlightNumber,
}: {
  initial: Pick<FlightFormValues, "airline" | "flightNumber" | "aircraft" | "aircraftReg" | "flightReason" | "notes">;
  searchAirlines: Search;
  searchAircraft: Search;
  register: { airline: RegisterPicker; aircraft: RegisterPicker };
  errors: Record<string, string>;
  /** a known flight's airline and aircraft type (the add form), and the note of each filled one */
  fills: FieldFills;
  notes: Partial<Record<"airline" | "aircraft", string>>;
  /** the flight number as typed, and as left, for the add form to look it up */
  onFlightNumber: { change: (value: string) => void; blur: (value: string) => void };
}) {
  const t = useTranslations("FlightForm.details");
  const root = useTranslations();
  return (
    <div className="card">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">{t("legend")}</legend>
        <Combobox id="field-airline" label={root(LABELS.airline)} name="airline" noun="airline" register={register.airline} search={searchAirlines} initial={initial.airline} allowFreeText placeholder={t("airlinePlaceholder")} error={errors.airline} fill={fills.airline} note={notes.airline} />
        <TextField
          name="flightNumber"
          label={root(LABELS.flightNumber)}
          defaultValue={initial.flightNumber}
          placeholder={t("flightNumberExample")}
          maxLength={16}
          error={errors.flightNumber}
          onChange={(event) => onFlightNumber.change(event.target.value)}
          onBlur={(event) => onFlightNumber.blur(event.target.value)}
        />
        <Combobox id="field-aircraft" label={root(LABELS.aircraft)} name="aircraft" noun="aircraft type" register={register.aircraft} search={searchAircraft} initial={initial.aircraft} allowFreeText placeholder={t("aircraftPlaceholder")} error={errors.aircraft} fill={fills.aircraft} note={notes.aircraft} />
        <TextField name="aircraftReg" label={root(LABELS.aircraftReg)} defaultValue={initial.aircraftReg} placeholder={t("registrationExample")} maxLength={16} error={errors.aircraftReg} />
        <div>
          <label className="label" htmlFor="field-flightReason">
            {root(LABELS.flightReason)}
          </label>
          <select id="field-flightReason" name="flightReason" className="input" defaultValue={initial.flightReason}>
            <option value="">{t("notRecorded")}</option>
            {FLIGHT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {root(FLIGHT_REASON_KEYS[reason])}
              </option>
            ))}
          </select>
          {errors.flightReason ? <p className="field-error">{errors.flightReason}</p> : null}
        </div>
        <div className="sm:col-span-2">
          <label className="label" htmlFor="field-notes">
            {root(LABELS.notes)}
          </label>
          <textarea id="field-notes" name="notes" className="input min-h-24" defaultValue={initial.notes} maxLength={10000} aria-invalid={errors.notes ? true : undefined} />
          {errors.notes ? <p className="field-error">{errors.notes}</p> : null}
        </div>
      </fieldset>
    </div>
  );
}
