import { useTranslations } from "next-intl";
import { useActionState, useEffect, useMemo, useRef, useState, useTransition, type FormEvent } from "react";
import type { ComboCheck } from "@/components/ui/combobox";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { summarizeFieldErrors } from "./flight-form-errors";

type Settle = () => Promise<ComboCheck>;
export type RegisterPicker = (settle: Settle | null) => void;
const PICKERS = ["from", "to", "airline", "aircraft"] as const;

/**
 * The flight form's submit: it settles the pickers, checks the required fields (`required`: name → label), and posts
 * the form with `extra` fields set; otherwise it marks the fields and moves the focus to the first marked one.
 */
export function useFlightForm(action: (state: FormState, form: FormData) => Promise<FormState>) {
  const t = useTranslations();
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const [pending, startTransition] = useTransition();
  // problems found before submitting (required fields, pickers that did not settle); they replace the server's
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? state.fieldErrors ?? {};
  const message = clientErrors ? summarizeFieldErrors(t, clientErrors) : state.message;
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const pickers = useRef(new Map<string, Settle>());
  const register = useMemo(() => {
    const registerAs = (name: string): RegisterPicker => (settle) => {
      if (settle) pickers.current.set(name, settle);
      else pickers.current.delete(name);
    };
    return Object.fromEntries(PICKERS.map((name) => [name, registerAs(name)])) as Record<(typeof PICKERS)[number], RegisterPicker>;
  }, []);

  // after every refused submit, the first marked field takes the focus
  useEffect(() => {
    if (attempt === 0 && !state.fieldErrors) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, state]);

  // Submitting by hand (not <form action>) keeps every field as typed when the server answers with an error.
  async function submit(event: FormEvent<HTMLFormElement>, required: readonly (readonly [string, string])[], extra: Record<string, string>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    for (const [name, settle] of pickers.current) {
      const check = await settle();
      form.set(name, check.value);
      if (check.error) found[name] = check.error;
    }
    for (const [name, label] of required) {
      if (!found[name] && !String(form.get(name) ?? "").trim()) found[name] = t("FlightForm.errors.required", { field: label });
    }
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      setAttempt((n) => n + 1);
      return;
    }
    setClientErrors(null);
    for (const [name, value] of Object.entries(extra)) form.set(name, value);
    startTransition(() => formAction(form));
  }

  return { state, pending, errors, message, formRef, register, submit };
}
