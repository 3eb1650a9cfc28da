import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type RefObject } from "react";
import { KNOWN_FIELDS, type KnownField } from "@/lib/capture/known/known-fields";
import type { KnownFlight } from "@/lib/capture/known/known-flight";
import { knownFillOf, type KnownFieldTexts } from "./known-flight-fill";

export type FindKnownFlight = (flightNumber: string) => Promise<KnownFlight | null>;
/** Each filled field's value, a new object per answer, so that a field takes it once (and never again once cleared). */
export type FieldFills = Partial<Record<KnownField, { text: string }>>;

/** A pause in typing a flight number long enough to look it up. */
const TYPING_PAUSE_MS = 800;

function textOf(form: HTMLFormElement, id: string): string | null {
  return form.querySelector<HTMLInputElement>(`#${id}`)?.value ?? null;
}

/**
 * The add form's fill from a flight the user flew before: when they leave the flight number (or stop typing it),
 * `find` answers their own most recent flight with it, and the fields still empty take its values, each marked
 * with a note until the user edits it. An answer for a number since changed is dropped; none, or an error, does
 * nothing. Without `find` (editing a flight) nothing is looked up.
 */
export function useKnownFlightFill(find: FindKnownFlight | undefined, formRef: RefObject<HTMLFormElement | null>) {
  const t = useTranslations();
  const [fills, setFills] = useState<FieldFills>({});
  const [notes, setNotes] = useState<Partial<Record<KnownField, string>>>({});
  const asked = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function lookUp(flightNumber: string) {
    clearTimeout(timer.current);
    const asking = flightNumber.trim();
    if (!find || !asking || asking === asked.current) return;
    asked.current = asking;
    find(asking)
      .then((known) => {
        const form = formRef.current;
        if (!form || textOf(form, "field-flightNumber")?.trim() !== asking) {
          // a stale answer: dropped, and the number asked again should the user come back to it
          if (asked.current === asking) asked.current = null;
          return;
        }
        if (!known) return;
        const current: KnownFieldTexts = Object.fromEntries(KNOWN_FIELDS.map((field) => [field, textOf(form, `field-${field}`)]));
        const next = knownFillOf(current, known, t);
        setFills(Object.fromEntries(Object.entries(next.values).map(([field, text]) => [field, { text }])));
        setNotes((marked) => ({ ...marked, ...Object.fromEntries(Object.keys(next.values).map((field) => [field, next.note])) }));
      })
      .catch(() => undefined);
  }

  return {
    fills,
    notes,
    onFlightNumberChange: (value: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => lookUp(value), TYPING_PAUSE_MS);
    },
    onFlightNumberBlur: lookUp,
    /** the user typed in a field (an input's id, "field-from"): its note goes */
    onEdit: (id: string) => {
      const field = id.replace(/^field-/, "") as KnownField;
      if (notes[field]) setNotes(({ [field]: _gone, ...rest }) => rest);
    },
  };
}
