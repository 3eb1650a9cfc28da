import { useTranslations } from "next-intl";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import { FORM_FIELD_LABEL_KEYS } from "./flight-form-errors";
import type { FlightFormValues } from "./flight-form-values";
import type { RegisterPicker } from "./use-flight-form";
import type { FieldFills } from "./use-known-flight-fill";

type Search = (query: string) => Promise<ComboOption[]>;

const ENDS = ["from", "to"] as const;

/** The form's route: origin and destination airports, each showing the chosen airport's place and time zone. */
export function RouteFields({
  initial,
  search,
  register,
  zones,
  onZone,
  errors,
  fills,
  notes,
}: {
  initial: Pick<FlightFormValues, "from" | "to">;
  search: Search;
  register: { from: RegisterPicker; to: RegisterPicker };
  /** the chosen airports' descriptions ("Zürich · CH · Europe/Zurich"), empty when none */
  zones: { from: string; to: string };
  onZone: (end: "from" | "to", description: string) => void;
  errors: Record<string, string>;
  /** a known flight's airports (the add form), and the note of each filled one */
  fills: FieldFills;
  notes: Partial<Record<"from" | "to", string>>;
}) {
  const t = useTranslations("FlightForm.route");
  const root = useTranslations();
  return (
    <div className="card">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">{t("legend")}</legend>
        {ENDS.map((end) => (
          <Combobox
            key={end}
            id={`field-${end}`}
            label={root(FORM_FIELD_LABEL_KEYS[end])}
            name={end}
            noun="airport"
            register={register[end]}
            search={search}
            initial={initial[end]}
            allowFreeText
            required
            placeholder={t("placeholder")}
            hint={zones[end] ? t("selected", { airport: zones[end] }) : t("hint")}
            error={errors[end]}
            onSelect={(option) => onZone(end, option?.description ?? "")}
            fill={fills[end]}
            note={notes[end]}
          />
        ))}
      </fieldset>
    </div>
  );
}
