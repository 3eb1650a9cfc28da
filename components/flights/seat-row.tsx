import { capitalized } from "@/components/format/capitalized";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import type { SeatValue } from "./flight-form-values";

const SEAT_POSITIONS = ["window", "aisle", "middle", "pilot", "copilot", "jumpseat", "other"];
const SEAT_CLASSES: [string, string][] = [["economy", "Economy"], ["economy+", "Premium economy"], ["business", "Business"], ["first", "First"], ["private", "Private"]];

/** One seat of the form: its traveller (the signed-in user, another user or a guest), position, number and class. */
export function SeatRow({
  seat,
  index,
  me,
  searchUsers,
  removable,
  onChange,
  onRemove,
}: {
  seat: SeatValue;
  index: number;
  me: { id: string; label: string };
  /** admins and owners may seat other users; null for regular users */
  searchUsers: ((query: string) => Promise<ComboOption[]>) | null;
  removable: boolean;
  onChange: (patch: Partial<SeatValue>) => void;
  onRemove: () => void;
}) {
  const own = seat.kind === "user" && seat.userId === me.id;
  // A regular user may not change other travellers' seats (the server refuses it too).
  const locked = !searchUsers && seat.kind === "user" && !own;
  const prefix = `seat-${seat.key}`;
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      {/* each seat's fields are a group named after it, so "Seat number" says whose seat it is */}
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="muted mb-2 text-sm font-medium">
          Seat {index + 1}
          {own ? " (yours)" : seat.kind === "guest" ? " (guest)" : ""}
        </legend>
        {seat.kind === "guest" ? (
          <div>
            <label className="label" htmlFor={`${prefix}-guest`}>
              Guest name
            </label>
            <input id={`${prefix}-guest`} className="input" value={seat.guestName} maxLength={100} onChange={(e) => onChange({ guestName: e.target.value })} />
          </div>
        ) : searchUsers && !own ? (
          <Combobox
            id={`${prefix}-user`}
            label="Traveller"
            search={searchUsers}
            initial={seat.userId ? { value: seat.userId, label: seat.userLabel } : null}
            onSelect={(option) => onChange({ userId: option?.value ?? "", userLabel: option?.label ?? "" })}
          />
        ) : (
          <div>
            <p className="label">Traveller</p>
            <p className="py-2">{own ? `${me.label} (you)` : seat.userLabel}</p>
          </div>
        )}
        <div>
          <label className="label" htmlFor={`${prefix}-position`}>
            Seat
          </label>
          <select id={`${prefix}-position`} className="input" disabled={locked} value={seat.seat} onChange={(e) => onChange({ seat: e.target.value })}>
            <option value="">Not recorded</option>
            {SEAT_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {capitalized(position)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor={`${prefix}-number`}>
            Seat number
          </label>
          <input id={`${prefix}-number`} className="input" disabled={locked} value={seat.seatNumber} maxLength={10} placeholder="12A" onChange={(e) => onChange({ seatNumber: e.target.value })} />
        </div>
        <div>
          <label className="label" htmlFor={`${prefix}-class`}>
            Class
          </label>
          <select id={`${prefix}-class`} className="input" disabled={locked} value={seat.seatClass} onChange={(e) => onChange({ seatClass: e.target.value })}>
            <option value="">Not recorded</option>
            {SEAT_CLASSES.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {removable && (!own || searchUsers) ? (
        <button type="button" className="btn mt-3" onClick={onRemove}>
          Remove seat {index + 1}
        </button>
      ) : null}
    </li>
  );
}
