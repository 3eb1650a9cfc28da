import { describe, expect, it } from "vitest";
import { flightInputOfForm } from "@/components/flights/flight-form-data";
import { postedSeats } from "@/components/flights/seats-fields";
import { parseFlightInput } from "@/lib/flights/flight-input";
import { saveBodyOfLeg, type ReviewedLeg } from "@/lib/capture/scan/pass-legs";
import { fieldsOfForm, fieldsOfLeg, formValuesOfFields } from "./outbox-fields";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const leg: ReviewedLeg = {
  from: "ZRH", to: "JFK", date: "2025-03-01", airline: "LX", flightNumber: "14", seatNumber: "12A", seatClass: "business",
  personal: { passengerName: "DOE/JANE", bookingReference: "ABC123" },
  aircraft: "A333", departureTime: "22:40", arrivalTime: "01:30", arrivalDayOffset: 1, filled: [], knownFlightId: null, keepPersonal: true,
};

describe("outbox fields", () => {
  it("posts a boarding-pass leg as the form's fields that the server reads as the pass's own save body", () => {
    const fields = fieldsOfLeg(leg, "u-alice");
    // the form always posts every field; the pass leaves two out, which is the same flight
    expect(parseFlightInput(flightInputOfForm(formOf(fields)))).toEqual({ aircraftReg: null, flightReason: null, ...parseFlightInput(saveBodyOfLeg(leg, "u-alice")) });
    const undated = fieldsOfLeg({ ...leg, date: null, keepPersonal: false }, "u-alice");
    expect(undated).toMatchObject({ date: "", departureTime: "", notes: "" });
  });

  it("keeps the form's text fields and never a key field", () => {
    const form = formOf({ from: "ZRH", idempotencyKey: "k", $ACTION_ID_1: "" });
    form.set("photo", new Blob(["x"]));
    expect(fieldsOfForm(form)).toEqual({ from: "ZRH" });
  });

  it("puts an entry's fields back into the form as they were posted", () => {
    const fields: Record<string, string> = { ...fieldsOfLeg(leg, "u-alice"), flightReason: "leisure", aircraftReg: "HB-JHA" };
    const values = formValuesOfFields(fields, { id: "u-alice", label: "Alice" }, "2026-01-01");
    expect(values).toMatchObject({ from: { value: "ZRH" }, to: { value: "JFK" }, date: "2025-03-01", departureTime: "22:40", arrivalDate: "2025-03-02", airline: { value: "LX" } });
    expect(values.seats).toMatchObject([{ kind: "user", userId: "u-alice", userLabel: "Alice", seatNumber: "12A", seatClass: "business" }]);
    expect(JSON.stringify(postedSeats(values.seats))).toBe(fields.seats);
    expect(formValuesOfFields({}, { id: "u-alice", label: "Alice" }, "2026-01-01")).toMatchObject({ date: "", seats: [{ userId: "u-alice" }] });
  });
});
