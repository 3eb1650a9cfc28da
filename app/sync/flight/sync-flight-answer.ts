import "server-only";
import { getTranslations } from "next-intl/server";
import { saveFlightForm } from "@/components/flights/flight-form-save";
import { PASS_LEG_FIELD } from "@/components/offline/outbox-fields";
import { refuseKnownPassLeg } from "@/lib/capture/scan/pass-legs-db";
import type { Principal } from "@/lib/auth/principal";
import { errorForLog } from "@/lib/auth/error-for-log";
import { getDb } from "@/lib/db/client";
import { AppError, InputError, statusOf } from "@/lib/errors";
import { flightFormSaver } from "@/lib/flights/flight-form-saver";
import { parseIdempotencyKey } from "@/lib/flights/idempotency-key";

/**
 * An outbox entry's save: the add form's fields (a form body) under the entry's Idempotency-Key, saved as the form's
 * server action saves them; a boarding pass's leg (PASS_LEG_FIELD) is refused when the user already has that flight. 201 {id} when saved now, 200 {id} for a retry of a save already made (the first answer
 * was lost), 422 with the form's wording ({message, fieldErrors}) when refused; any 4xx is final for that entry, a
 * 5xx is worth a retry with the same key.
 */
export async function syncFlightAnswer(request: Request, principal: Principal): Promise<Response> {
  try {
    const key = parseIdempotencyKey(request.headers.get("idempotency-key"));
    if (key === null) throw new InputError("Idempotency-Key: required, so that a retried save is saved once", "Idempotency-Key");
    const form = await formOf(request);
    const check = form.get(PASS_LEG_FIELD) === "1" ? refuseKnownPassLeg : null;
    const outcome = await saveFlightForm(form, flightFormSaver(getDb(), principal, key, check ? (tx, input) => check(tx, principal, input) : undefined), await getTranslations());
    if ("refused" in outcome) return Response.json(outcome.refused, { status: 422, headers: NO_STORE });
    return Response.json({ id: outcome.saved.id }, { status: outcome.saved.replayed ? 200 : 201, headers: NO_STORE });
  } catch (error) {
    if (error instanceof AppError) return syncRefusal(statusOf(error.code), error.message);
    console.error("[sync] flight save failed:", errorForLog(error));
    return syncRefusal(503, "The flight could not be saved just now; it stays on the device and is sent again.");
  }
}

const NO_STORE = { "cache-control": "no-store" };

export function syncRefusal(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: NO_STORE });
}

async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new InputError("The flight's fields must be sent as a form (multipart/form-data or application/x-www-form-urlencoded)");
  }
}
