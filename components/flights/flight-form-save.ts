import "server-only";
import type { Translate } from "@/components/format/translator";
import type { FormState } from "@/components/ui/form-state";
import { fieldInputError, ForbiddenError, InputError } from "@/lib/errors";
import { flightInputSchema } from "@/lib/flights/flight-input";
import type { FlightFormSaver } from "@/lib/flights/flight-form-saver";
import type { IdempotentSave } from "@/lib/flights/idempotent-save";
import { flightInputOfForm, formStateOfFlightErrors } from "./flight-form-data";

export type FlightFormOutcome = { saved: IdempotentSave } | { refused: FormState };

/**
 * The add/edit form's post, saved: refused with the form's own wording in the page's language (each field's message next to it), so the
 * form's server action and the offline outbox's POST /sync/flight answer alike. Any other error is thrown.
 */
export async function saveFlightForm(form: FormData, saver: FlightFormSaver, t: Translate): Promise<FlightFormOutcome> {
  try {
    // every problem of the form's shape at once; resolving codes and times stops at the first
    const parsed = flightInputSchema.safeParse(flightInputOfForm(form, await saver.zonesOf(form)));
    if (!parsed.success) return { refused: formStateOfFlightErrors(parsed.error.issues.map((issue) => fieldInputError(issue.path, issue.message)), t) };
    return { saved: await saver.saveOnce(parsed.data) };
  } catch (error) {
    if (error instanceof InputError) return { refused: formStateOfFlightErrors([error], t) };
    if (error instanceof ForbiddenError) return { refused: { message: t("FlightForm.errors.forbidden") } };
    throw error;
  }
}
