import { useTranslations } from "next-intl";
import { SEAT_CLASS_KEYS, SEAT_POSITION_KEYS } from "@/components/format/enum-keys";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import { SEAT_CLASSES, SEAT_POSITIONS } from "@/lib/flights/enums";
import type { SeatValue } from "./flight-form-values";

const WHOSE = { own: "seatLegendOwn", guest: "seatLegendGuest", other: "seatLegend" } as const;

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
  const t = useTranslations("FlightForm.seats");
  const root = useTranslations();
  const own = seat.kind === "user" && seat.userId === me.id;
  // A regular user may not change other travellers' seats (the server refuses it too).
  const locked = !searchUsers && seat.kind === "user" && !own;
  const prefix = `seat-${seat.key}`;
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      {/* each seat's fields are a group named after it, so "Seat number" says whose seat it is */}
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="muted mb-2 text-sm font-medium">
          {t(WHOSE[own ? "own" : seat.kind === "guest" ? "guest" : "other"], { seat: index + 1 })}
        </legend>
        {seat.kind === "guest" ? (
          <div>
            <label className="label" htmlFor={`${prefix}-guest`}>
              {t("guestName")}
            </label>
            <input id={`${prefix}-guest`} className="input" value={seat.guestName} maxLength={100} onChange={(e) => onChange({ guestName: e.target.value })} />
          </div>
        ) : searchUsers && !own ? (
          <Combobox
            id={`${prefix}-user`}
            label={t("traveller")}
            search={searchUsers}
            initial={seat.userId ? { value: seat.userId, label: seat.userLabel } : null}
            onSelect={(option) => onChange({ userId: option?.value ?? "", userLabel: option?.label ?? "" })}
          />
        ) : (
          <div>
            <p className="label">{t("traveller")}</p>
            <p className="py-2">{own ? t("you", { name: me.label }) : seat.userLabel}</p>
          </div>
        )}
        <div>
          <label className="label" htmlFor={`${prefix}-position`}>
            {t("position")}
          </label>
          <select id={`${prefix}-position`} className="input" disabled={locked} value={seat.seat} onChange={(e) => onChange({ seat: e.target.value })}>
            <option value="">{t("notRecorded")}</option>
            {SEAT_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {root(SEAT_POSITION_KEYS[position])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor={`${prefix}-number`}>
            {t("seatNumber")}
          </label>
          <input id={`${prefix}-number`} className="input" disabled={locked} value={seat.seatNumber} maxLength={10} placeholder={t("seatNumberExample")} onChange={(e) => onChange({ seatNumber: e.target.value })} />
        </div>
        <div>
          <label className="label" htmlFor={`${prefix}-class`}>
            {t("seatClass")}
          </label>
          <select id={`${prefix}-class`} className="input" disabled={locked} value={seat.seatClass} onChange={(e) => onChange({ seatClass: e.target.value })}>
            <option value="">{t("notRecorded")}</option>
            {SEAT_CLASSES.map((value) => (
              <option key={value} value={value}>
                {root(SEAT_CLASS_KEYS[value])}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {removable && (!own || searchUsers) ? (
        <button type="button" className="btn mt-3" onClick={onRemove}>
          {t("remove", { seat: index + 1 })}
        </button>
      ) : null}
    </li>
  );
}
