import type { InputHTMLAttributes } from "react";

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** a note under the field, read with it ("Filled from your flight LX318 of 2026-03-02.") */
  note?: string;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ name, label, error, hint, note, id, className, ...input }: Props) {
  const inputId = id ?? `field-${name}`;
  const describedBy = [hint ? `${inputId}-hint` : null, note ? `${inputId}-note` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label className="label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} name={name} className="input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
      {error ? (
        <p id={`${inputId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
