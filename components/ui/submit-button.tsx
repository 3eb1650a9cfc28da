"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFormStatus } from "react-dom";

/** A submit button that is disabled and says so while its form is being sent. */
export function SubmitButton({ children, pendingText, className = "btn btn-primary" }: { children: ReactNode; pendingText?: string; className?: string }) {
  const t = useTranslations("Ui.submit");
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={className} disabled={pending} aria-disabled={pending}>
      {pending ? (pendingText ?? t("pending")) : children}
    </button>
  );
}
