"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { ComboList } from "./combo-list";
import { useSuggestions } from "./use-suggestions";

export interface ComboOption {
  value: string;
  label: string;
  description?: string;
}

/** Where a picker stands once checked: the value it submits, and what is wrong with the typed text (null: nothing). */
export interface ComboCheck {
  value: string;
  error: string | null;
}

/** The codes an option answers to: its value and the codes its label starts with ("SWR / LX · Swiss" → SWR, LX). */
function codesOf(option: ComboOption): string[] {
  const head = option.label.split(" · ")[0] ?? "";
  return [option.value, ...head.split(" / ")].map((code) => code.trim().toUpperCase());
}

/** The option a typed text settles on: the one with that exact code, else the only one found; null when none or several. */
export function settleOn(text: string, options: readonly ComboOption[]): ComboOption | null {
  const wanted = text.trim().toUpperCase();
  return options.find((option) => codesOf(option).includes(wanted)) ?? (options.length === 1 ? options[0]! : null);
}

/** What a picker can pick, each with its refusals' messages (Ui.combobox). */
export type PickerNoun = "airport" | "airline" | "aircraft type";
const REFUSALS = {
  airport: { unknown: "unknownAirport", several: "severalAirports" },
  airline: { unknown: "unknownAirline", several: "severalAirlines" },
  "aircraft type": { unknown: "unknownAircraft", several: "severalAircraft" },
} as const satisfies Record<PickerNoun, { unknown: string; several: string }>;

interface Props {
  label: string;
  /** name of the hidden input that carries the chosen value in a form */
  name?: string;
  search: (query: string) => Promise<ComboOption[]>;
  initial?: ComboOption | null;
  onSelect?: (option: ComboOption | null) => void;
  /** when true, typed text that was not picked from the list is submitted as it is (e.g. a code) */
  allowFreeText?: boolean;
  placeholder?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
  /**
   * What the picker picks ("airport"): leaving the field with typed text then settles it at once, on an exact code
   * or a single match, or shows why it cannot (`Unknown airport: QQQ`).
   */
  noun?: PickerNoun;
  /** hands the form a way to settle the picker before submitting (null when it goes away) */
  register?: (settle: (() => Promise<ComboCheck>) | null) => void;
  /** a code put in from outside (a new object each time): taken, and settled on its option, only while the field is empty */
  fill?: { text: string } | null;
  /** a note under the field, read with it ("Filled from your flight LX318 of 2026-03-02.") */
  note?: string;
}

/**
 * A type-ahead picker following the ARIA combobox pattern: arrow keys move through the suggestions,
 * Enter picks, Escape closes. Suggestions come from `search` (a server action), debounced; those that arrive after
 * the user typed on or left the field are dropped.
 */
export function Combobox({ label, name, search, initial, onSelect, allowFreeText, placeholder, hint, error, required, id, className, noun, register, fill, note }: Props) {
  const t = useTranslations("Ui.combobox");
  const autoId = useId();
  const inputId = id ?? `combo-${autoId}`;
  const listId = `${inputId}-list`;
  const [text, setText] = useState(initial?.label ?? "");
  const [value, setValue] = useState(initial?.value ?? "");
  const suggestions = useSuggestions(search);
  const { options, open, active, loading } = suggestions;
  const [ownError, setOwnError] = useState<string | null>(null);
  // the typed text and whether it is a picked option's label (or empty): read by settle(), which outlives renders
  const typed = useRef({ text: initial?.label ?? "", settled: true, value: initial?.value ?? "" });
  const settling = useRef<Promise<ComboCheck> | null>(null);

  function pick(option: ComboOption) {
    typed.current = { text: option.label, settled: true, value: option.value };
    setText(option.label);
    setValue(option.value);
    suggestions.setOpen(false);
    setOwnError(null);
    onSelect?.(option);
  }

  /** Settles typed text on an option, or says why it cannot; at once when there is nothing to settle. */
  function settle(): Promise<ComboCheck> {
    const { text: q, settled, value: current } = typed.current;
    if (!noun || settled || !q.trim()) return Promise.resolve({ value: q.trim() ? current : "", error: null });
    if (settling.current) return settling.current;
    const ticket = suggestions.cancel();
    const check = search(q)
      .then((found): ComboCheck => {
        // the user typed on meanwhile: their new text is settled when they leave the field again
        if (!suggestions.isLatest(ticket) || typed.current.text !== q) return { value: typed.current.value, error: null };
        const match = settleOn(q, found);
        if (match) {
          pick(match);
          return { value: match.value, error: null };
        }
        const refusals = REFUSALS[noun];
        const message = t(found.length === 0 ? refusals.unknown : refusals.several, { text: q.trim() });
        setOwnError(message);
        return { value: current, error: message };
      })
      // search failed (offline, server restarting): the text goes as typed and saving checks it
      .catch((): ComboCheck => ({ value: current, error: null }))
      .finally(() => {
        if (settling.current === check) settling.current = null;
      });
    settling.current = check;
    return check;
  }

  const settleRef = useRef(settle);
  useEffect(() => {
    settleRef.current = settle;
  });
  useEffect(() => {
    if (!register) return;
    register(() => settleRef.current());
    return () => register(null);
  }, [register]);

  useEffect(() => {
    if (!fill || typed.current.text.trim()) return;
    typed.current = { text: fill.text, settled: false, value: allowFreeText ? fill.text : "" };
    setText(fill.text);
    setValue(typed.current.value);
    void settleRef.current();
  }, [fill, allowFreeText]);

  const shownError = ownError ?? error;
  const describedBy = [hint ? `${inputId}-hint` : null, note ? `${inputId}-note` : null, shownError ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
  const activeOption = open && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <div className={`relative ${className ?? ""}`}>
      <label className="label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        className="input"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          typed.current = { text: next, settled: false, value: allowFreeText ? next.trim() : "" };
          settling.current = null;
          setText(next);
          setValue(allowFreeText ? next.trim() : "");
          setOwnError(null);
          if (!allowFreeText) onSelect?.(null);
          suggestions.query(next);
        }}
        onKeyDown={(event) => suggestions.onKeyDown(event, pick)}
        onBlur={() => {
          // suggestions still on their way are for a field the user has left
          suggestions.cancel();
          void settle();
        }}
      />
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <ComboList id={listId} label={label} open={open} options={options} active={active} loading={loading} onPick={pick} onHighlight={suggestions.setActive} />
      {hint ? (
        <p id={`${inputId}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {note ? (
        <p id={`${inputId}-note`} className="hint">
          {note}
        </p>
      ) : null}
      {shownError ? (
        <p id={`${inputId}-error`} className="field-error">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
