import { Combobox, type ComboOption } from "@/components/ui/combobox";
import type { FlightFormValues } from "./flight-form-values";
import type { RegisterPicker } from "./use-flight-form";
import type { FieldFills } from "./use-known-flight-fill";

type Search = (query: string) => Promise<ComboOption[]>;

const ENDS = [
  { end: "from", label: "From" },
  { end: "to", label: "To" },
] as const;

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
  return (
    <div className="card">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">Route</legend>
        {ENDS.map(({ end, label }) => (
          <Combobox
            key={end}
            id={`field-${end}`}
            label={label}
            name={end}
            noun="airport"
            register={register[end]}
            search={search}
            initial={initial[end]}
            allowFreeText
            required
            placeholder="Code, name or city"
            hint={zones[end] ? `Selected: ${zones[end]}` : "Type an airport code, name or city."}
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
