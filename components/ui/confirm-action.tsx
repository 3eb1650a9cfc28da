"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, useTransition, type ReactNode } from "react";
import type { FormState } from "./form-state";

export interface ConfirmActionProps {
  /** the button's text */
  trigger: string;
  /** its accessible name where the text alone is ambiguous (a row of a list: "Revoke key laptop") */
  triggerLabel?: string;
  /** what is asked before anything happens; it names the dialog */
  question: ReactNode;
  /** the confirming button's text, and its text while the action runs */
  confirm: string;
  pending: string;
  act: () => Promise<FormState | undefined>;
  /** a card around the question, for a page's own action rather than a row's */
  prominent?: boolean;
}

/**
 * An action that cannot be undone, behind one question: the trigger opens it in place, focus goes to the confirming
 * button, and Cancel (or success) closes it and puts focus back on the trigger. The action's error is shown in it.
 */
export function ConfirmAction({ trigger, triggerLabel, question, confirm, pending: pendingText, act, prominent = false }: ConfirmActionProps) {
  const t = useTranslations("Ui.confirm");
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (confirming || !returnFocus.current) return;
    returnFocus.current = false;
    triggerRef.current?.focus();
  }, [confirming]);

  const close = () => {
    returnFocus.current = true;
    setError(undefined);
    setConfirming(false);
  };

  if (!confirming) {
    return (
      <button ref={triggerRef} type="button" className="btn" onClick={() => setConfirming(true)} aria-label={triggerLabel}>
        {trigger}
      </button>
    );
  }
  const frame = prominent ? "card border-red-300 p-3 dark:border-red-800" : "";
  return (
    <div role="alertdialog" aria-labelledby={questionId} className={`flex flex-wrap items-center gap-2 ${frame}`}>
      <p id={questionId} className={prominent ? "text-sm font-medium" : "text-sm"}>
        {question}
      </p>
      <button
        type="button"
        className="btn btn-danger"
        autoFocus
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await act();
            if (result?.message) setError(result.message);
            else close();
          })
        }
      >
        {pending ? pendingText : confirm}
      </button>
      <button type="button" className="btn" onClick={close} disabled={pending}>
        {t("cancel")}
      </button>
      {error ? (
        <p role="alert" className="field-error w-full">
          {error}
        </p>
      ) : null}
    </div>
  );
}
