import { describe, expect, it } from "vitest";
import { flightInputSchema, parseFlightInput } from "@/lib/flights/flight-input";
import { fieldInputError, InputError } from "@/lib/errors";
import { checkSupportedDate } from "@/lib/time/supported-years";
import { localToInstant } from "@/lib/time/zoned";
import { createTranslator } from "next-intl";
import deMessages from "@/messages/de.json";
import en from "@/messages/en.json";
import esMessages from "@/messages/es.json";
import frMessages from "@/messages/fr.json";
import { flightInputOfForm, formFieldOf, formStateOfFlightErrors, readableFlightMessage } from "./flight-form-data";

const t = createTranslator({ locale: "en", messages: en });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("flightInputOfForm", () => {
  it("turns a day-precision form into the save body with local times at each airport", () => {
    const input = flightInputOfForm(
      form({
        from: "LSZH", to: "LFPG", precision: "day", date: "2024-09-01", departureTime: "23:30", arrivalDate: "2024-09-02", arrivalTime: "00:40",
        airline: "SWR", flightNumber: "LX 638", aircraft: "", aircraftReg: "hb-jna", flightReason: "", notes: "hello",
        seats: JSON.stringify([{ userId: "u1", guestName: null, seat: "window", seatNumber: "12A", seatClass: null }]),
      }),
    );
    expect(input).toMatchObject({
      from: "LSZH", to: "LFPG", date: "2024-09-01", datePrecision: "day",
      departure: "2024-09-01T23:30", arrival: "2024-09-02T00:40",
      airline: "SWR", flightNumber: "LX638", aircraft: null, aircraftReg: "HB-JNA", flightReason: null, notes: "hello",
    });
    expect(() => parseFlightInput(input)).not.toThrow();
  });

  it("drops times unless the exact day is known, and keeps the id of an edit", () => {
    const input = flightInputOfForm(form({ id: "42", from: "ZRH", to: "LHR", precision: "month", date: "2024-09", departureTime: "08:00", seats: "[]" }));
    expect(input).toMatchObject({ id: 42, date: "2024-09", datePrecision: "month", departure: null, arrival: null });
  });

  it("uses the departure date for the arrival when no arrival date is given", () => {
    const input = flightInputOfForm(form({ from: "ZRH", to: "LHR", precision: "day", date: "2024-09-01", arrivalTime: "09:10", seats: "[]" }));
    expect(input.arrival).toBe("2024-09-01T09:10");
  });
});

describe("flightInputOfForm: an arrival time without a date", () => {
  const zones = { from: "Europe/Zurich", to: "Europe/Paris" };
  const fields = { from: "ZRH", to: "CDG", precision: "day", date: "2024-09-01", departureTime: "23:30", arrivalTime: "00:40", seats: "[]" };

  it("lands the next day when it comes before the departure, as imports do", () => {
    expect(flightInputOfForm(form(fields), zones).arrival).toBe("2024-09-02T00:40");
    expect(flightInputOfForm(form({ ...fields, departureTime: "08:00", arrivalTime: "09:10" }), zones).arrival).toBe("2024-09-01T09:10");
  });

  it("keeps a date the user set, and the departure date when the zones are unknown", () => {
    expect(flightInputOfForm(form({ ...fields, arrivalDate: "2024-09-03" }), zones).arrival).toBe("2024-09-03T00:40");
    expect(flightInputOfForm(form(fields)).arrival).toBe("2024-09-01T00:40");
  });
});

describe("formFieldOf", () => {
  it("puts each domain message next to its field", () => {
    const error = (message: string, field?: string) => new InputError(message, field);
    expect(formFieldOf(error("Unknown airport: XYZ", "to"))).toBe("to");
    expect(formFieldOf(error("Unknown airport: ZRH", "from"))).toBe("from");
    expect(formFieldOf(error("arrival: must not be before departure", "arrival"))).toBe("arrivalTime");
    expect(formFieldOf(error("departure: 2024-03-31T02:30 does not exist in Europe/Zurich (daylight-saving gap)", "departure"))).toBe("departureTime");
    expect(formFieldOf(error("datePrecision: month needs a date of the form YYYY-MM", "datePrecision"))).toBe("date");
    expect(formFieldOf(error("Unknown aircraft: ZZZZ", "aircraft"))).toBe("aircraft");
    expect(formFieldOf(error("aircraftReg: must be at most 16 characters", "aircraftReg"))).toBe("aircraftReg");
    expect(formFieldOf(error("seats[1].userId: unknown user", "seats.1.userId"))).toBe("seats");
    expect(formFieldOf(error("Something else"))).toBeNull();
  });

  it("reads the field the validators give", () => {
    const fieldOf = (body: Record<string, unknown>) => {
      try {
        parseFlightInput(body);
      } catch (error) {
        if (error instanceof InputError) return formFieldOf(error);
        throw error;
      }
      return "no error";
    };
    expect(fieldOf({ from: "ZRH", to: "LHR", date: "2024-13-40" })).toBe("date");
    expect(fieldOf({ from: "ZRH", to: "LHR", date: "2024", aircraftReg: "X".repeat(17) })).toBe("aircraftReg");
    expect(fieldOf({ from: "ZRH", to: "LHR", date: "2024", seats: [{ userId: "u1" }, { seat: "window" }] })).toBe("seats");
    expect(fieldOf({ from: "ZRH", to: "LHR", date: "2024", wings: 2 })).toBeNull();
    expect(() => flightInputOfForm(form({ seats: "{" }))).toThrow(expect.objectContaining({ field: "seats" }));
  });

  it("words messages for people", () => {
    expect(readableFlightMessage(t, "arrival: must not be before departure")).toBe("Arrival time: must not be before departure");
    expect(readableFlightMessage(t, "seats[1].userId: unknown user")).toBe("Seats (seat 2): unknown user");
    expect(readableFlightMessage(t, "Unknown airport: XYZ")).toBe("Unknown airport: XYZ");
    expect(readableFlightMessage(t, "aircraft: must be a code")).toBe("Aircraft type: must be a code");
  });

  const de = createTranslator({ locale: "de", messages: deMessages });
  const fr = createTranslator({ locale: "fr", messages: frMessages });
  const es = createTranslator({ locale: "es", messages: esMessages });

  it("words them in the page's language, the field by its label there", () => {
    expect(readableFlightMessage(de, "arrival: must not be before departure")).toBe("Ankunftszeit: darf nicht vor dem Abflug liegen");
    expect(readableFlightMessage(de, "seats[1].userId: unknown user")).toBe("Sitzplätze (Sitzplatz 2): unbekannter Benutzer");
    expect(readableFlightMessage(fr, "Unknown airport: XYZ")).toBe("Aéroport inconnu\u00a0: XYZ");
    expect(readableFlightMessage(es, "notes: must be at most 10000 characters")).toBe("Notas: como máximo 10.000 caracteres");
    expect(formStateOfFlightErrors(flightInputSchemaErrors({ date: "2024-09-01" }), de)).toEqual({
      fieldErrors: { from: "Von: Pflichtfeld", to: "Nach: Pflichtfeld" },
      message: "Bitte korrigieren Sie die 2 markierten Felder: Von, Nach.",
    });
  });

  it("words a date outside the supported years, a time in a daylight-saving gap and a malformed date too", () => {
    const libSays = (work: () => unknown) => {
      try {
        work();
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error("lib accepted it");
    };
    const farFuture = libSays(() => checkSupportedDate("3024-05-01", "date"));
    expect(readableFlightMessage(de, farFuture)).toBe("Datum: muss in den Jahren 1900 bis 2200 liegen");
    expect(readableFlightMessage(es, farFuture)).toBe("Fecha: debe estar entre los años 1900 y 2200");
    const gap = libSays(() => localToInstant("2024-03-31T02:30", "Europe/Zurich", "departure"));
    expect(readableFlightMessage(fr, gap)).toMatch(/^.+\u00a0: 2024-03-31T02:30 n’existe pas dans le fuseau Europe\/Zurich \(/);
    expect(readableFlightMessage(de, "date: must be YYYY-MM-DD, YYYY-MM or YYYY")).toBe("Datum: muss ein Datum (JJJJ-MM-TT), ein Monat (JJJJ-MM) oder ein Jahr (JJJJ) sein");
  });
});

describe("formStateOfFlightErrors", () => {
  it("reports every problem at once, each next to its field, named as the form labels it", () => {
    const result = flightInputSchemaErrors({ date: "2024-09-01", seats: [] });
    const state = formStateOfFlightErrors(result, t);
    expect(state.fieldErrors).toEqual({ from: "From: required", to: "To: required", seats: "Seats: a flight has at least one seat" });
    expect(state.message).toBe("Please correct the 3 marked fields: From, To, Seats.");
  });

  it("keeps one message per field, and an error without a field for the whole form", () => {
    const state = formStateOfFlightErrors([new InputError("aircraft: must be a code", "aircraft"), new InputError("aircraft: other", "aircraft")], t);
    expect(state).toEqual({ fieldErrors: { aircraft: "Aircraft type: must be a code" }, message: "Please correct the marked field: Aircraft type." });
    expect(formStateOfFlightErrors([new InputError("Something else")], t)).toEqual({ fieldErrors: {}, message: "Something else" });
  });
});

function flightInputSchemaErrors(body: Record<string, unknown>): InputError[] {
  const result = flightInputSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => fieldInputError(issue.path, issue.message));
}
