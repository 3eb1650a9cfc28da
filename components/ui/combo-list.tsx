import { useTranslations } from "next-intl";
import type { ComboOption } from "./combobox";

/** A picker's list of suggestions (the ARIA listbox), the highlighted one marked; a press picks without blurring. */
export function ComboList({
  id,
  label,
  open,
  options,
  active,
  loading,
  onPick,
  onHighlight,
}: {
  id: string;
  label: string;
  open: boolean;
  options: ComboOption[];
  active: number;
  loading: boolean;
  onPick: (option: ComboOption) => void;
  onHighlight: (index: number) => void;
}) {
  const t = useTranslations("Ui.comboList");
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t("suggestions", { label })}
      hidden={!open}
      className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-900"
    >
      {options.length === 0 ? (
        <li className="muted px-3 py-2 text-sm" role="presentation">
          {loading ? t("searching") : t("noMatches")}
        </li>
      ) : (
        options.map((option, index) => (
          <li
            key={`${option.value}-${index}`}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-sky-100 dark:bg-sky-900" : ""}`}
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(option);
            }}
            onMouseEnter={() => onHighlight(index)}
          >
            <span className="block font-medium">{option.label}</span>
            {option.description ? (
              <span className={`block text-xs ${index === active ? "text-slate-700 dark:text-slate-200" : "muted"}`}>{option.description}</span>
            ) : null}
          </li>
        ))
      )}
    </ul>
  );
}
