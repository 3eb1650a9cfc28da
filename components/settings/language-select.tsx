interface Props {
  label: string;
  hint: string;
  /** value and label: "" (follow the browser) first, then each language in its own name */
  options: readonly (readonly [value: string, label: string])[];
  defaultValue: string;
  error?: string;
}

/** The account's language, a native select (its options' names need no translation: each is written in itself). */
export function LanguageSelect({ label, hint, options, defaultValue, error }: Props) {
  const describedBy = ["field-language-hint", error ? "field-language-error" : null].filter(Boolean).join(" ");
  return (
    <div>
      <label className="label" htmlFor="field-language">
        {label}
      </label>
      <select id="field-language" name="language" className="input" defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {options.map(([value, name]) => (
          <option key={value} value={value} lang={value || undefined}>
            {name}
          </option>
        ))}
      </select>
      <p id="field-language-hint" className="hint">
        {hint}
      </p>
      {error ? (
        <p id="field-language-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
