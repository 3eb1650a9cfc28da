import { getTranslations } from "next-intl/server";
import { AppError, ForbiddenError, InputError, NotFoundError, type AppErrorCode } from "@/lib/errors";

/** What a form's server action answers: a message for the whole form and/or one per field. */
export interface FormState {
  ok?: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  /** values to put back into the form after an error (never passwords) */
  values?: Record<string, string>;
  /** anything else the action hands back (e.g. a new API key, shown once) */
  data?: Record<string, string>;
}

export const EMPTY_FORM_STATE: FormState = {};

/** The refusals that mean "not now" (a limit, a busy server): the form says to try again shortly. */
const BUSY_CODES: ReadonlySet<AppErrorCode> = new Set(["RATE_LIMITED", "TOO_MANY_UPLOADS", "BUSY"]);

/**
 * Turns a thrown error into a FormState. An InputError's message names its field; `fields` maps a field name to
 * the words a message about it starts with (e.g. { username: ["Username"] }), so the error is shown next to it.
 * A thing not found and a "not now" refusal say so in the page's language; unexpected errors are logged and answered
 * with a generic message (never the internal text), in the page's language.
 */
export async function formStateOfError(error: unknown, fields: Record<string, string[]> = {}, values?: Record<string, string>): Promise<FormState> {
  if (error instanceof InputError) {
    for (const [field, prefixes] of Object.entries(fields)) {
      if (prefixes.some((prefix) => error.message.toLowerCase().startsWith(prefix.toLowerCase()))) {
        return { fieldErrors: { [field]: error.message }, values };
      }
    }
    return { message: error.message, values };
  }
  if (error instanceof ForbiddenError) return { message: (await getTranslations("Ui.errors"))("forbidden"), values };
  // lib's English names the thing ("Webhook not found"); the form knows which, so the page only says it is gone
  if (error instanceof NotFoundError) return { message: (await getTranslations("Ui.errors"))("notFound"), values };
  if (error instanceof AppError && BUSY_CODES.has(error.code)) return { message: (await getTranslations("Ui.errors"))("tryLater"), values };
  if (error instanceof AppError) return { message: error.message, values };
  console.error("[action] unexpected error", error instanceof Error ? error.name : typeof error);
  return { message: (await getTranslations("Ui.errors"))("unexpected"), values };
}

/** A form field as a string ("" when missing or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
