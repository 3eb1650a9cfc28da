"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

export interface ComboOption {
  value: string;
  label: string;
  description?: string;
}

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
}

/**
 * A type-ahead picker following the ARIA combobox pattern: arrow keys move through the suggestions,
 * Enter picks, Escape closes. Suggestions come from `search` (a server action), debounced.
 */
export function Combobox({ label, name, search, initial, onSelect, allowFreeText, placeholder, hint, error, required, id, className }: Props) {
  const autoId = useId();
  const inputId = id ?? `combo-${autoId}`;
  const listId = `${inputId}-list`;
  const [text, setText] = useState(initial?.label ?? "");
  const [value, setValue] = useState(initial?.value ?? "");
  const [options, setOptions] = useState<ComboOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function query(q: string) {
    clearTimeout(timer.current);
    if (!q.trim()) {
      setOptions([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(async () => {
      const ticket = ++request.current;
      setLoading(true);
      try {
        const found = await search(q);
        if (ticket !== request.current) return;
        setOptions(found);
        setActive(found.length > 0 ? 0 : -1);
        setOpen(true);
      } finally {
        if (ticket === request.current) setLoading(false);
      }
    }, 150);
  }

  function pick(option: ComboOption) {
    setText(option.label);
    setValue(option.value);
    setOpen(false);
    onSelect?.(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open && options.length > 0) setOpen(true);
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
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
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setValue(allowFreeText ? next.trim() : "");
          if (!allowFreeText) onSelect?.(null);
          query(next);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        {options.length === 0 ? (
          <li className="muted px-3 py-2 text-sm" role="presentation">
            {loading ? "Searching…" : "No matches"}
          </li>
        ) : (
          options.map((option, index) => (
            <li
              key={`${option.value}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-sky-100 dark:bg-sky-900" : ""}`}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span className="block font-medium">{option.label}</span>
              {option.description ? <span className="muted block text-xs">{option.description}</span> : null}
            </li>
          ))
        )}
      </ul>
      {hint ? (
        <p id={`${inputId}-hint`} className="hint">
          {hint}
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
