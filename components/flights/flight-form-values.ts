import type { ComboOption } from "@/components/ui/combobox";

export type Precision = "day" | "month" | "year";

export interface SeatValue {
  key: string;
  kind: "user" | "guest";
  userId: string;
  userLabel: string;
  guestName: string;
  seat: string;
  seatNumber: string;
  seatClass: string;
}

/** Everything the add/edit form shows; times are local at the airport they belong to. */
export interface FlightFormValues {
  id?: number;
  from: ComboOption | null;
  to: ComboOption | null;
  precision: Precision;
  /** YYYY-MM-DD, YYYY-MM or YYYY according to precision */
  date: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  airline: ComboOption | null;
  flightNumber: string;
  aircraft: ComboOption | null;
  aircraftReg: string;
  flightReason: string;
  notes: string;
  seats: SeatValue[];
}

/** The JSON the form posts in its `seats` field. */
export interface PostedSeat {
  userId: string | null;
  guestName: string | null;
  seat: string | null;
  seatNumber: string | null;
  seatClass: string | null;
}

/** A new flight: today, one seat for the signed-in user. */
export function emptyFormValues(userId: string, userLabel: string, today: string): FlightFormValues {
  return {
    from: null,
    to: null,
    precision: "day",
    date: today,
    departureTime: "",
    arrivalDate: "",
    arrivalTime: "",
    airline: null,
    flightNumber: "",
    aircraft: null,
    aircraftReg: "",
    flightReason: "",
    notes: "",
    seats: [{ key: "me", kind: "user", userId, userLabel, guestName: "", seat: "", seatNumber: "", seatClass: "" }],
  };
}
