"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

export function CreateUserForm({ action, roles }: { action: (state: FormState, form: FormData) => Promise<FormState>; roles: string[] }) {
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const errors = state.fieldErrors ?? {};
  const values = state.ok ? undefined : state.values;
  return (
    <form action={formAction} className="grid max-w-2xl grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField name="username" label="Username" autoComplete="off" required defaultValue={values?.username} error={errors.username} />
      <TextField name="displayName" label="Display name" hint="Optional." defaultValue={values?.displayName} error={errors.displayName} />
      <TextField name="password" label="Initial password" type="password" autoComplete="new-password" required hint="At least 10 characters, not a common password; they can change it." error={errors.password} />
      <div>
        <label className="label" htmlFor="new-user-role">
          Role
        </label>
        <select id="new-user-role" name="role" className="input" defaultValue={values?.role ?? "user"}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {role.charAt(0).toUpperCase() + role.slice(1)}
            </option>
          ))}
        </select>
        {errors.role ? <p className="field-error">{errors.role}</p> : null}
      </div>
      <div className="sm:col-span-2">
        <FormMessage state={state} success={state.data?.username ? `User ${state.data.username} created.` : undefined} />
      </div>
      <div>
        <SubmitButton pendingText="Creating…">Create user</SubmitButton>
      </div>
    </form>
  );
}
