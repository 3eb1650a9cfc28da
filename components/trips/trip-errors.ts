import { fieldMessage } from "@/components/flights/flight-form-errors";
import type { Translate } from "@/components/format/translator";
import { formStateOfError, type FormState } from "@/components/ui/form-state";
import { InputError, NotFoundError } from "@/lib/errors";

/** The trip form's fields by the labels' keys, so an error names its field as the form shows it. */
const FIELD_LABEL_KEYS = { name: "Trips.form.name", notes: "Trips.form.notes", flightIds: "Trips.form.flights" } as const;
type TripField = keyof typeof FIELD_LABEL_KEYS;

/** The trip rules' own details (lib/trips, English as the API sends them), each with its message. */
const DETAILS: readonly [RegExp, (t: Translate, field: string, match: RegExpExecArray) => string][] = [
  [/^no flight (\d+) among your flights$/, (t, field, m) => t("Trips.errors.unknownFlight", { field, id: m[1] ?? "" })],
  [/^at most (\d+) flights in a trip$/, (t, field, m) => t("Trips.errors.tooManyFlights", { field, max: Number(m[1]) })],
  [/^at most (\d+) trips per user$/, (t, field, m) => t("Trips.errors.tooManyTrips", { field, max: Number(m[1]) })],
];

/**
 * A trip action's error as the form shows it, in the page's language: an input error next to its field, named by the
 * field's label ("Name: required"); a trip not found (or someone else's) says so; anything else as formStateOfError.
 */
export async function tripFormState(t: Translate, error: unknown, values?: Record<string, string>): Promise<FormState> {
  if (error instanceof NotFoundError) return { message: t("Trips.errors.notFound"), values };
  const field = error instanceof InputError ? error.field?.split(".")[0] : undefined;
  if (!(error instanceof InputError) || !field || !Object.hasOwn(FIELD_LABEL_KEYS, field)) return formStateOfError(error, {}, values);
  const label = t(FIELD_LABEL_KEYS[field as TripField]);
  const detail = error.message.replace(/^[A-Za-z]+(\[\d+\])?: /, "");
  for (const [pattern, message] of DETAILS) {
    const match = pattern.exec(detail);
    if (match) return { fieldErrors: { [field]: message(t, label, match) }, values };
  }
  return { fieldErrors: { [field]: fieldMessage(t, label, detail) }, values };
}
