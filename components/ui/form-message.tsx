import type { FormState } from "./form-state";

/** The form-wide message of a FormState, announced to screen readers. */
export function FormMessage({ state, success }: { state: FormState; success?: string }) {
  if (state.message) {
    return (
      <p role="alert" className="alert-error">
        {state.message}
      </p>
    );
  }
  if (state.ok && success) {
    return (
      <p role="status" className="alert-success">
        {success}
      </p>
    );
  }
  return null;
}
