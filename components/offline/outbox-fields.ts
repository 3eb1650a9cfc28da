import type { FlightFormValues, PostedSeat, Precision, SeatValue } from "@/components/flights/flight-form-values";
import { emptyFormValues } from "@/components/flights/flight-form-values";
import { saveBodyOfLeg, type ReviewedLeg } from "@/lib/capture/scan/pass-legs";

/**
 * The add form's fields as an outbox entry keeps them, and back: what the device holds is exactly what the form
 * would post, so POST /sync/flight reads it with the form's own rules.
 */

/** A field an entry from a boarding pass carries: the sync refuses a leg the user already has, as the pass's own save does. */
export const PASS_LEG_FIELD = "boardingPassLeg";

/** The form's post: its text fields, without an idempotency key (the entry's own key is sent as the header). */
export function fieldsOfForm(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && name !== "idempotencyKey" && !name.startsWith("$")) fields[name] = value;
  }
  return fields;
}

const code = (value: string | undefined) => (value ? { value, label: value } : null);

/** An entry's fields in the form again, to correct a refused flight; a code stands for its picker's option. */
export function formValuesOfFields(fields: Record<string, string>, me: { id: string; label: string }, today: string): FlightFormValues {
  const empty = emptyFormValues(me.id, me.label, today);
  const precision: Precision = fields.precision === "month" || fields.precision === "year" ? fields.precision : "day";
  return {
    ...empty,
    from: code(fields.from),
    to: code(fields.to),
    precision,
    date: fields.date ?? "",
    departureTime: fields.departureTime ?? "",
    arrivalDate: fields.arrivalDate ?? "",
    arrivalTime: fields.arrivalTime ?? "",
    airline: code(fields.airline),
    flightNumber: fields.flightNumber ?? "",
    aircraft: code(fields.aircraft),
    aircraftReg: fields.aircraftReg ?? "",
    flightReason: fields.flightReason ?? "",
    notes: fields.notes ?? "",
    seats: fields.seats === undefined ? empty.seats : seatsOf(fields.seats, me),
  };
}

function seatsOf(posted: string, me: { id: string; label: string }): SeatValue[] {
  let seats: unknown;
  try {
    seats = JSON.parse(posted);
  } catch {
    return [];
  }
  if (!Array.isArray(seats)) return [];
  return (seats as Partial<PostedSeat>[]).map((seat, index) => ({
    key: `kept-${index}`,
    kind: seat.userId ? "user" : "guest",
    userId: seat.userId ?? "",
    userLabel: seat.userId === me.id ? me.label : (seat.userId ?? ""),
    guestName: seat.guestName ?? "",
    seat: seat.seat ?? "",
    seatNumber: seat.seatNumber ?? "",
    seatClass: seat.seatClass ?? "",
  }));
}

/** A reviewed boarding-pass leg as the add form would post it (the pass's own save body, field by field). */
export function fieldsOfLeg(leg: ReviewedLeg, userId: string): Record<string, string> {
  const body = saveBodyOfLeg(leg, userId) as { departure: string | null; arrival: string | null; seats: PostedSeat[] } & Record<string, string | null | undefined>;
  return {
    from: body.from ?? "",
    to: body.to ?? "",
    precision: "day",
    date: body.date ?? "",
    departureTime: body.departure?.slice(11, 16) ?? "",
    arrivalDate: body.arrival?.slice(0, 10) ?? "",
    arrivalTime: body.arrival?.slice(11, 16) ?? "",
    airline: body.airline ?? "",
    flightNumber: body.flightNumber ?? "",
    aircraft: body.aircraft ?? "",
    notes: body.notes ?? "",
    seats: JSON.stringify(body.seats),
  };
}
