"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import type { ShareToggle, ShareToggles } from "@/lib/share/share-link-input";

/** Each toggle in the form's order, with its label's key and, where one helps, its hint's. */
const TOGGLES = [
  { name: "showStats", label: "toggles.showStats" },
  { name: "showMap", label: "toggles.showMap" },
  { name: "showFlights", label: "toggles.showFlights" },
  { name: "showExactDates", label: "toggles.showExactDates", hint: "hints.showExactDates" },
  { name: "showFlightNumbers", label: "toggles.showFlightNumbers" },
  { name: "showSeats", label: "toggles.showSeats", hint: "hints.showSeats" },
  { name: "showNotes", label: "toggles.showNotes", hint: "hints.showNotes" },
  { name: "showUpcoming", label: "toggles.showUpcoming" },
] as const satisfies readonly { name: ShareToggle; label: string; hint?: string }[];

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  /** the form's own prefix for its fields' ids: a page holds one form per link */
  idPrefix: string;
  values: { id?: string; label: string; expiresOn: string } & ShareToggles;
  submitLabel: string;
  success: string;
}

/** Creates or edits a share link: its label, what it shows, an optional expiry. */
export function ShareLinkForm({ action, idPrefix, values, submitLabel, success }: Props) {
  const t = useTranslations("Settings.shareForm");
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <form action={formAction} className="space-y-3" data-testid={`${idPrefix}-form`}>
      {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
      <TextField
        id={`${idPrefix}-label`}
        name="label"
        label={t("label")}
        placeholder={t("labelPlaceholder")}
        maxLength={100}
        required
        defaultValue={state.values?.label ?? values.label}
        error={state.fieldErrors?.label}
      />
      <fieldset>
        <legend className="label">{t("shows")}</legend>
        <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
          {TOGGLES.map((toggle) => (
            <div key={toggle.name} className="flex items-start gap-2 py-1">
              <input
                id={`${idPrefix}-${toggle.name}`}
                name={toggle.name}
                type="checkbox"
                defaultChecked={values[toggle.name]}
                className="mt-1 h-5 w-5 shrink-0"
                aria-describedby={"hint" in toggle ? `${idPrefix}-${toggle.name}-hint` : undefined}
              />
              <label htmlFor={`${idPrefix}-${toggle.name}`} className="text-sm">
                {t(toggle.label)}
                {"hint" in toggle ? (
                  <span id={`${idPrefix}-${toggle.name}-hint`} className="muted block text-xs">
                    {t(toggle.hint)}
                  </span>
                ) : null}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <TextField
        id={`${idPrefix}-expiresOn`}
        name="expiresOn"
        label={t("expiresOn")}
        type="date"
        defaultValue={values.expiresOn}
        hint={t("expiresOnHint")}
        error={state.fieldErrors?.expiresOn}
      />
      <FormMessage state={state} success={success} />
      <SubmitButton pendingText={t("pending")}>{submitLabel}</SubmitButton>
    </form>
  );
}
