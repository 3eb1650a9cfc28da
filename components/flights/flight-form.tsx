"use client";

import { useActionState, useCallback, useEffect, useRef, useState, useTransition, type FormEvent } from "react";
import { Combobox, type ComboCheck, type ComboOption } from "@/components/ui/combobox";
import { FormMessage } from "@/components/ui/form-message";
import { EMPTY_FORM_STATE, type FormState } from "@/components/ui/form-state";
import { TextField } from "@/components/ui/text-field";
import { formatFlightDate } from "@/components/format/flight-dates";
import { summarizeFieldErrors } from "./flight-form-errors";
import { inferArrivalDate } from "@/lib/flights/infer-arrival-date";
import { arrivalDayOffset, describeDayOffset } from "@/lib/time/arrival-day-offset";
import type { FlightFormValues, PostedSeat, Precision, SeatValue } from "./flight-form-values";

const SEAT_POSITIONS = ["window", "aisle", "middle", "pilot", "copilot", "jumpseat", "other"];
const SEAT_CLASSES: [string, string][] = [["economy", "Economy"], ["economy+", "Premium economy"], ["business", "Business"], ["first", "First"], ["private", "Private"]];
const REASONS = ["leisure", "business", "crew", "other"];

type Search = (query: string) => Promise<ComboOption[]>;

interface Props {
  initial: FlightFormValues;
  action: (state: FormState, form: FormData) => Promise<FormState>;
  searchAirports: Search;
  searchAirlines: Search;
  searchAircraft: Search;
  /** admins and owners may seat other users; null for regular users */
  searchUsers: Search | null;
  me: { id: string; label: string };
  submitLabel: string;
}

let seatCounter = 0;
function newSeat(kind: "user" | "guest"): SeatValue {
  seatCounter += 1;
  return { key: `new-${seatCounter}`, kind, userId: "", userLabel: "", guestName: "", seat: "", seatNumber: "", seatClass: "" };
}

/** The time zone at the end of an airport option's description ("Zürich · CH · Europe/Zurich"). */
function zoneOf(description: string): string | null {
  const zone = description.split(" · ").pop() ?? "";
  return zone.includes("/") || zone === "UTC" ? zone : null;
}

/** What an empty arrival date will mean once saved: the day the server infers by the same rule. */
function describeArrivalDate(date: string, departureTime: string, arrivalTime: string, fromTz: string | null, toTz: string | null): string {
  const inferred = date && departureTime && arrivalTime && fromTz && toTz ? inferArrivalDate(`${date}T${departureTime}`, fromTz, arrivalTime, toTz) : null;
  const days = inferred ? arrivalDayOffset(date, inferred) : 0;
  if (!inferred || !days) return "Empty: same day as departure.";
  return `Empty: ${formatFlightDate(inferred, "day")} (${describeDayOffset(days)?.words}), from the times.`;
}

function registerPicker(pickers: Map<string, () => Promise<ComboCheck>>, name: string, settle: (() => Promise<ComboCheck>) | null) {
  if (settle) pickers.set(name, settle);
  else pickers.delete(name);
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function FlightForm({ initial, action, searchAirports, searchAirlines, searchAircraft, searchUsers, me, submitLabel }: Props) {
  const [state, formAction] = useActionState(action, EMPTY_FORM_STATE);
  const [pending, startTransition] = useTransition();
  const [precision, setPrecision] = useState<Precision>(initial.precision);
  const [date, setDate] = useState(initial.date);
  const [fromZone, setFromZone] = useState(initial.from?.description ?? "");
  const [toZone, setToZone] = useState(initial.to?.description ?? "");
  const [seats, setSeats] = useState<SeatValue[]>(initial.seats);
  const [departureTime, setDepartureTime] = useState(initial.departureTime);
  const [arrivalDate, setArrivalDate] = useState(initial.arrivalDate);
  const [arrivalTime, setArrivalTime] = useState(initial.arrivalTime);
  // problems found before submitting (required fields, pickers that did not settle); they replace the server's
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? state.fieldErrors ?? {};
  const message = clientErrors ? summarizeFieldErrors(clientErrors) : state.message;
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const pickers = useRef(new Map<string, () => Promise<ComboCheck>>());
  const registerFrom = useCallback((settle: (() => Promise<ComboCheck>) | null) => registerPicker(pickers.current, "from", settle), []);
  const registerTo = useCallback((settle: (() => Promise<ComboCheck>) | null) => registerPicker(pickers.current, "to", settle), []);
  const registerAirline = useCallback((settle: (() => Promise<ComboCheck>) | null) => registerPicker(pickers.current, "airline", settle), []);
  const registerAircraft = useCallback((settle: (() => Promise<ComboCheck>) | null) => registerPicker(pickers.current, "aircraft", settle), []);

  // after every refused submit, the first marked field takes the focus
  useEffect(() => {
    if (attempt === 0 && !state.fieldErrors) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, state]);

  function updateSeat(key: string, patch: Partial<SeatValue>) {
    setSeats((list) => list.map((seat) => (seat.key === key ? { ...seat, ...patch } : seat)));
  }

  function postedSeats(): PostedSeat[] {
    return seats.map((seat) => ({
      userId: seat.kind === "user" ? seat.userId || null : null,
      guestName: seat.kind === "guest" ? seat.guestName.trim() || null : null,
      seat: seat.seat || null,
      seatNumber: seat.seatNumber.trim() || null,
      seatClass: seat.seatClass || null,
    }));
  }

  // Submitting by hand (not <form action>) keeps every field as typed when the server answers with an error.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    for (const [name, settle] of pickers.current) {
      const check = await settle();
      form.set(name, check.value);
      if (check.error) found[name] = check.error;
    }
    for (const [name, label] of [["from", "From"], ["to", "To"], ["date", dateInput.label]] as const) {
      if (!found[name] && !String(form.get(name) ?? "").trim()) found[name] = `${label}: required`;
    }
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      setAttempt((n) => n + 1);
      return;
    }
    setClientErrors(null);
    form.set("seats", JSON.stringify(postedSeats()));
    startTransition(() => formAction(form));
  }

  const dateInput =
    precision === "day" ? { type: "date", label: "Date", hint: "Local date at the origin." } : precision === "month" ? { type: "month", label: "Month", hint: "Format YYYY-MM." } : { type: "number", label: "Year", hint: "Four digits." };
  const arrivalDateHint = describeArrivalDate(date, departureTime, arrivalTime, zoneOf(fromZone), zoneOf(toZone));
  const tzHint = (zone: string) => (zone ? `Local time at the airport (${zone.split(" · ").pop()}).` : "Local time at the airport.");

  return (
    <form ref={formRef} onSubmit={onSubmit} className="space-y-6" noValidate aria-describedby={message ? "flight-form-message" : undefined}>
      {initial.id !== undefined ? <input type="hidden" name="id" value={initial.id} /> : null}
      <div id="flight-form-message">
        <FormMessage state={{ ...state, message }} />
      </div>

      <div className="card">
        <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">Route</legend>
        <Combobox
          id="field-from"
          label="From"
          name="from"
          noun="airport"
          register={registerFrom}
          search={searchAirports}
          initial={initial.from}
          allowFreeText
          required
          placeholder="Code, name or city"
          hint={fromZone ? `Selected: ${fromZone}` : "Type an airport code, name or city."}
          error={errors.from}
          onSelect={(option) => setFromZone(option?.description ?? "")}
        />
        <Combobox
          id="field-to"
          label="To"
          name="to"
          noun="airport"
          register={registerTo}
          search={searchAirports}
          initial={initial.to}
          allowFreeText
          required
          placeholder="Code, name or city"
          hint={toZone ? `Selected: ${toZone}` : "Type an airport code, name or city."}
          error={errors.to}
          onSelect={(option) => setToZone(option?.description ?? "")}
        />
      </fieldset>
      </div>

      <div className="card">
        <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">When</legend>
        <div>
          <label className="label" htmlFor="field-precision">
            Known to the
          </label>
          <select
            id="field-precision"
            name="precision"
            className="input"
            value={precision}
            onChange={(event) => {
              const next = event.target.value as Precision;
              setPrecision(next);
              setDate((current) => (next === "year" ? current.slice(0, 4) : next === "month" ? current.slice(0, 7) : current.length === 10 ? current : ""));
            }}
          >
            <option value="day">Day</option>
            <option value="month">Month</option>
            <option value="year">Year</option>
          </select>
        </div>
        <TextField
          key={precision}
          name="date"
          label={dateInput.label}
          type={dateInput.type}
          hint={dateInput.hint}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          required
          inputMode={precision === "year" ? "numeric" : undefined}
          min={precision === "year" ? 1900 : undefined}
          max={precision === "year" ? 2100 : undefined}
          error={errors.date}
        />
        {precision === "day" ? (
          <>
            <TextField name="departureTime" label="Departure time" type="time" value={departureTime} onChange={(e) => setDepartureTime(e.target.value)} hint={tzHint(fromZone)} error={errors.departureTime} />
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-2">
              <TextField name="arrivalDate" label="Arrival date" type="date" value={arrivalDate} onChange={(e) => setArrivalDate(e.target.value)} hint={arrivalDate ? "Clear it to infer it from the times." : arrivalDateHint} error={errors.arrivalDate} />
              <TextField name="arrivalTime" label="Arrival time" type="time" value={arrivalTime} onChange={(e) => setArrivalTime(e.target.value)} hint={tzHint(toZone)} error={errors.arrivalTime} />
            </div>
          </>
        ) : (
          <p className="muted text-sm sm:col-span-2">Times can be given when the exact day is known.</p>
        )}
      </fieldset>
      </div>

      <div className="card">
        <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">Flight</legend>
        <Combobox id="field-airline" label="Airline" name="airline" noun="airline" register={registerAirline} search={searchAirlines} initial={initial.airline} allowFreeText placeholder="Code or name" error={errors.airline} />
        <TextField name="flightNumber" label="Flight number" defaultValue={initial.flightNumber} placeholder="LX318" maxLength={16} error={errors.flightNumber} />
        <Combobox id="field-aircraft" label="Aircraft type" name="aircraft" noun="aircraft type" register={registerAircraft} search={searchAircraft} initial={initial.aircraft} allowFreeText placeholder="ICAO type or name" error={errors.aircraft} />
        <TextField name="aircraftReg" label="Registration" defaultValue={initial.aircraftReg} placeholder="HB-JNA" maxLength={16} error={errors.aircraftReg} />
        <div>
          <label className="label" htmlFor="field-flightReason">
            Reason
          </label>
          <select id="field-flightReason" name="flightReason" className="input" defaultValue={initial.flightReason}>
            <option value="">Not recorded</option>
            {REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {capitalize(reason)}
              </option>
            ))}
          </select>
          {errors.flightReason ? <p className="field-error">{errors.flightReason}</p> : null}
        </div>
        <div className="sm:col-span-2">
          <label className="label" htmlFor="field-notes">
            Notes
          </label>
          <textarea id="field-notes" name="notes" className="input min-h-24" defaultValue={initial.notes} maxLength={10000} aria-invalid={errors.notes ? true : undefined} />
          {errors.notes ? <p className="field-error">{errors.notes}</p> : null}
        </div>
      </fieldset>
      </div>

      <div className="card">
        <fieldset className="space-y-4">
        <legend className="mb-3 text-base font-semibold">Seats</legend>
        {errors.seats ? (
          <p className="field-error" role="alert">
            {errors.seats}
          </p>
        ) : null}
        <ol className="space-y-4">
          {seats.map((seat, index) => {
            const own = seat.kind === "user" && seat.userId === me.id;
            // A regular user may not change other travellers' seats (the server refuses it too).
            const locked = !searchUsers && seat.kind === "user" && !own;
            const prefix = `seat-${seat.key}`;
            return (
              <li key={seat.key} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
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
                      <input id={`${prefix}-guest`} className="input" value={seat.guestName} maxLength={100} onChange={(e) => updateSeat(seat.key, { guestName: e.target.value })} />
                    </div>
                  ) : searchUsers && !own ? (
                    <Combobox
                      id={`${prefix}-user`}
                      label="Traveller"
                      search={searchUsers}
                      initial={seat.userId ? { value: seat.userId, label: seat.userLabel } : null}
                      onSelect={(option) => updateSeat(seat.key, { userId: option?.value ?? "", userLabel: option?.label ?? "" })}
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
                    <select id={`${prefix}-position`} className="input" disabled={locked} value={seat.seat} onChange={(e) => updateSeat(seat.key, { seat: e.target.value })}>
                      <option value="">Not recorded</option>
                      {SEAT_POSITIONS.map((position) => (
                        <option key={position} value={position}>
                          {capitalize(position)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div>
                    <label className="label" htmlFor={`${prefix}-number`}>
                      Seat number
                    </label>
                    <input id={`${prefix}-number`} className="input" disabled={locked} value={seat.seatNumber} maxLength={10} placeholder="12A" onChange={(e) => updateSeat(seat.key, { seatNumber: e.target.value })} />
                  </div>
                  <div>
                    <label className="label" htmlFor={`${prefix}-class`}>
                      Class
                    </label>
                    <select id={`${prefix}-class`} className="input" disabled={locked} value={seat.seatClass} onChange={(e) => updateSeat(seat.key, { seatClass: e.target.value })}>
                      <option value="">Not recorded</option>
                      {SEAT_CLASSES.map(([value, text]) => (
                        <option key={value} value={value}>
                          {text}
                        </option>
                      ))}
                    </select>
                  </div>
                </fieldset>
                {seats.length > 1 && (!own || searchUsers) ? (
                  <button type="button" className="btn mt-3" onClick={() => setSeats((list) => list.filter((s) => s.key !== seat.key))}>
                    Remove seat {index + 1}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn" onClick={() => setSeats((list) => [...list, newSeat("guest")])}>
            Add a guest
          </button>
          {searchUsers ? (
            <button type="button" className="btn" onClick={() => setSeats((list) => [...list, newSeat("user")])}>
              Add a user
            </button>
          ) : null}
        </div>
      </fieldset>
      </div>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? "Saving…" : submitLabel}
        </button>
      </div>
    </form>
  );
}
