import { Combobox, type ComboOption } from "@/components/ui/combobox";
import type { FlightFormValues } from "./flight-form-values";
import type { RegisterPicker } from "./use-flight-form";

type Search = (query: string) => Promise<ComboOption[]>;

/** The form's route: origin and destination airports, each showing the chosen airport's place and time zone. */
export function RouteFields({
  initial,
  search,
  register,
  zones,
  onZone,
  errors,
}: {
  initial: Pick<FlightFormValues, "from" | "to">;
  search: Search;
  register: { from: RegisterPicker; to: RegisterPicker };
  /** the chosen airports' descriptions ("Zürich · CH · Europe/Zurich"), empty when none */
  zones: { from: string; to: string };
  onZone: (end: "from" | "to", description: string) => void;
  errors: Record<string, string>;
}) {
  return (
    <div className="card">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">Route</legend>
        <Combobox
          id="field-from"
          label="From"
          name="from"
          noun="airport"
          register={register.from}
          search={search}
          initial={initial.from}
          allowFreeText
          required
          placeholder="Code, name or city"
          hint={zones.from ? `Selected: ${zones.from}` : "Type an airport code, name or city."}
          error={errors.from}
          onSelect={(option) => onZone("from", option?.description ?? "")}
        />
        <Combobox
          id="field-to"
          label="To"
          name="to"
          noun="airport"
          register={register.to}
          search={search}
          initial={initial.to}
          allowFreeText
          required
          placeholder="Code, name or city"
          hint={zones.to ? `Selected: ${zones.to}` : "Type an airport code, name or city."}
          error={errors.to}
          onSelect={(option) => onZone("to", option?.description ?? "")}
        />
      </fieldset>
    </div>
  );
}
