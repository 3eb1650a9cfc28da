import { useTranslations } from "next-intl";
import type { Dispatch, SetStateAction } from "react";
import type { ComboOption } from "@/components/ui/combobox";
import type { PostedSeat, SeatValue } from "./flight-form-values";
import { FORM_FIELD_LABEL_KEYS } from "./flight-form-errors";
import { SeatRow } from "./seat-row";

let seatCounter = 0;
function newSeat(kind: "user" | "guest"): SeatValue {
  seatCounter += 1;
  return { key: `new-${seatCounter}`, kind, userId: "", userLabel: "", guestName: "", seat: "", seatNumber: "", seatClass: "" };
}

/** The seats as the form posts them (its `seats` field, JSON). */
export function postedSeats(seats: SeatValue[]): PostedSeat[] {
  return seats.map((seat) => ({
    userId: seat.kind === "user" ? seat.userId || null : null,
    guestName: seat.kind === "guest" ? seat.guestName.trim() || null : null,
    seat: seat.seat || null,
    seatNumber: seat.seatNumber.trim() || null,
    seatClass: seat.seatClass || null,
  }));
}

/** The form's seats: one row each, and buttons to add a guest or (admins and owners) another user. */
export function SeatsFields({
  seats,
  setSeats,
  me,
  searchUsers,
  error,
}: {
  seats: SeatValue[];
  setSeats: Dispatch<SetStateAction<SeatValue[]>>;
  me: { id: string; label: string };
  searchUsers: ((query: string) => Promise<ComboOption[]>) | null;
  error: string | undefined;
}) {
  const t = useTranslations("FlightForm.seats");
  const root = useTranslations();
  function updateSeat(key: string, patch: Partial<SeatValue>) {
    setSeats((list) => list.map((seat) => (seat.key === key ? { ...seat, ...patch } : seat)));
  }

  return (
    <div className="card">
      <fieldset className="space-y-4">
        <legend className="mb-3 text-base font-semibold">{root(FORM_FIELD_LABEL_KEYS.seats)}</legend>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <ol className="space-y-4">
          {seats.map((seat, index) => (
            <SeatRow
              key={seat.key}
              seat={seat}
              index={index}
              me={me}
              searchUsers={searchUsers}
              removable={seats.length > 1}
              onChange={(patch) => updateSeat(seat.key, patch)}
              onRemove={() => setSeats((list) => list.filter((s) => s.key !== seat.key))}
            />
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn" onClick={() => setSeats((list) => [...list, newSeat("guest")])}>
            {t("addGuest")}
          </button>
          {searchUsers ? (
            <button type="button" className="btn" onClick={() => setSeats((list) => [...list, newSeat("user")])}>
              {t("addUser")}
            </button>
          ) : null}
        </div>
      </fieldset>
    </div>
  );
}
