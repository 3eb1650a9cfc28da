"use client";

import { useTranslations } from "next-intl";

/** Shown when a page fails unexpectedly; the details stay in the server log. */
export default function AppError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("Errors.pageFailed");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <p role="alert" className="alert-error">
        {t("body")}
      </p>
      <button type="button" className="btn" onClick={() => reset()}>
        {t("retry")}
      </button>
    </div>
  );
}
