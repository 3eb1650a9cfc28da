"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import type { ShareToggle, ShareToggles } from "@/lib/share/share-link-input";

const TOGGLE_LABELS: { name: ShareToggle; label: string; hint?: string }[] = [
  { name: "showStats", label: "Statistics and charts" },
  { name: "showMap", label: "Map and visited countries" },
  { name: "showFlights", label: "Flight list" },
  { name: "showExactDates", label: "Exact dates", hint: "Otherwise only the year" },
  { name: "showFlightNumbers", label: "Flight numbers" },
  { name: "showSeats", label: "Your seats", hint: "Never anyone else's" },
  { name: "showNotes", label: "Notes", hint: "Only on flights nobody else is seated on" },
  { name: "showUpcoming", label: "Upcoming flights" },
];

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
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <form action={formAction} className="space-y-3" data-testid={`${idPrefix}-form`}>
      {values.id ? <input type="hidden" name="id" value={values.id} /> : null}
      <TextField
        id={`${idPrefix}-label`}
        name="label"
        label="Label"
        placeholder="My travels"
        maxLength={100}
        required
        defaultValue={state.values?.label ?? values.label}
        error={state.fieldErrors?.label}
      />
      <fieldset>
        <legend className="label">What the page shows</legend>
        <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
          {TOGGLE_LABELS.map((toggle) => (
            <div key={toggle.name} className="flex items-start gap-2 py-1">
              <input
                id={`${idPrefix}-${toggle.name}`}
                name={toggle.name}
                type="checkbox"
                defaultChecked={values[toggle.name]}
                className="mt-1 h-5 w-5 shrink-0"
                aria-describedby={toggle.hint ? `${idPrefix}-${toggle.name}-hint` : undefined}
              />
              <label htmlFor={`${idPrefix}-${toggle.name}`} className="text-sm">
                {toggle.label}
                {toggle.hint ? (
                  <span id={`${idPrefix}-${toggle.name}-hint`} className="muted block text-xs">
                    {toggle.hint}
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
        label="Expires after (optional)"
        type="date"
        defaultValue={values.expiresOn}
        hint="Empty: until you revoke it. The link answers until the end of that day (UTC)."
        error={state.fieldErrors?.expiresOn}
      />
      <FormMessage state={state} success={success} />
      <SubmitButton pendingText="Saving…">{submitLabel}</SubmitButton>
    </form>
  );
}
