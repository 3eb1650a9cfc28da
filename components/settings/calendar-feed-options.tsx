"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import type { FeedOptions } from "@/lib/calendar/flight-event";

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  options: FeedOptions;
}

const CHOICES = [
  { name: "includeSeat", label: "includeSeat", hint: "includeSeatHint" },
  { name: "includeDetails", label: "includeDetails", hint: "includeDetailsHint" },
  { name: "includeNotes", label: "includeNotes", hint: "includeNotesHint" },
] as const satisfies readonly { name: keyof FeedOptions; label: string; hint: string }[];

/** What each event's description shows besides the route (never another traveller's name, seat or notes). */
export function CalendarFeedOptions({ action, options }: Props) {
  const t = useTranslations("Settings.calendarOptions");
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <form action={formAction} className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("legend")}</legend>
        {CHOICES.map((choice) => (
          <label key={choice.name} className="flex items-start gap-2 text-sm">
            <input type="checkbox" name={choice.name} className="mt-1 h-4 w-4" defaultChecked={options[choice.name]} />
            <span>
              {t(choice.label)}
              <span className="muted block">{t(choice.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SubmitButton>{t("save")}</SubmitButton>
      <FormMessage state={state} success={t("saved")} />
    </form>
  );
}
