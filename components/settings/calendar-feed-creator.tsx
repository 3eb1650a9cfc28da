"use client";

import { useTranslations } from "next-intl";
import { useActionState, useEffect, useRef } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import { CopyButton } from "./copy-button";

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  /** a feed exists: the button replaces its URL */
  exists: boolean;
}

/** Creates or regenerates the subscription URL and shows it once, to copy. */
export function CalendarFeedCreator({ action, exists }: Props) {
  const t = useTranslations("Settings.calendarFeed");
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const url = state.ok ? state.data?.url : undefined;
  const shown = useRef<HTMLDivElement>(null);
  const urlText = useRef<HTMLElement>(null);
  useEffect(() => {
    if (url) shown.current?.focus();
  }, [url]);
  return (
    <div className="space-y-3">
      <form action={formAction} className="flex flex-wrap items-center gap-3">
        <SubmitButton pendingText={exists ? t("regenerating") : t("creating")} className={exists ? "btn" : "btn btn-primary"}>
          {exists ? t("regenerate") : t("create")}
        </SubmitButton>
        {exists && !url ? <span className="muted text-sm">{t("replaceWarning")}</span> : null}
      </form>
      <FormMessage state={state} />
      {url ? (
        <div ref={shown} tabIndex={-1} className="alert-success space-y-3 focus:outline-2 focus:outline-sky-600" data-testid="calendar-feed-url">
          <p className="font-medium">{t("shownOnce")}</p>
          <code
            ref={urlText}
            className="block overflow-x-auto rounded bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 dark:bg-slate-950 dark:text-slate-100"
            data-testid="calendar-feed-url-value"
          >
            {url}
          </code>
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton text={url} label={t("copyUrl")} target={urlText} />
            <a className="btn" href={url.replace(/^https?:/, "webcal:")}>
              {t("openInApp")}
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
