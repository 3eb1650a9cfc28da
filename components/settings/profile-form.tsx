"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  displayName: string;
  unit: "km" | "mi";
}

export function ProfileForm({ action, displayName, unit }: Props) {
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <form action={formAction} className="max-w-md space-y-4">
      <TextField name="displayName" label="Display name" defaultValue={displayName} required maxLength={100} error={state.fieldErrors?.displayName} />
      <fieldset>
        <legend className="label">Distance unit</legend>
        <div className="flex gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" name="unit" value="km" defaultChecked={unit === "km"} className="h-4 w-4 accent-sky-700" /> Kilometres
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="unit" value="mi" defaultChecked={unit === "mi"} className="h-4 w-4 accent-sky-700" /> Miles
          </label>
        </div>
        {state.fieldErrors?.unit ? <p className="field-error">{state.fieldErrors.unit}</p> : null}
      </fieldset>
      <FormMessage state={state} success="Saved." />
      <SubmitButton>Save</SubmitButton>
    </form>
  );
}
