"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { SubmitButton } from "@/components/ui/submit-button";
import type { FeedOptions } from "@/lib/calendar/flight-event";

interface Props {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  options: FeedOptions;
}

const CHOICES: { name: keyof FeedOptions; label: string; hint: string }[] = [
  { name: "includeSeat", label: "My seat", hint: "Seat number, position and class." },
  { name: "includeDetails", label: "Flight details", hint: "Airline, aircraft type and registration, reason of the trip." },
  { name: "includeNotes", label: "Notes", hint: "The flight's notes; left out on flights you share with other users, as they may be theirs." },
];

/** What each event's description shows besides the route (never another traveller's name, seat or notes). */
export function CalendarFeedOptions({ action, options }: Props) {
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <form action={formAction} className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Each event&apos;s description shows</legend>
        {CHOICES.map((choice) => (
          <label key={choice.name} className="flex items-start gap-2 text-sm">
            <input type="checkbox" name={choice.name} className="mt-1 h-4 w-4" defaultChecked={options[choice.name]} />
            <span>
              {choice.label}
              <span className="muted block">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SubmitButton>Save</SubmitButton>
      <FormMessage state={state} success="Saved. Calendars show the change at their next update." />
    </form>
  );
}
