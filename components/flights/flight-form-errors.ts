/** The add/edit form's inputs top to bottom with their labels: errors name them as the user sees them. */
export const FORM_FIELD_LABELS: Readonly<Record<string, string>> = {
  from: "From",
  to: "To",
  date: "Date",
  departureTime: "Departure time",
  arrivalDate: "Arrival date",
  arrivalTime: "Arrival time",
  airline: "Airline",
  flightNumber: "Flight number",
  aircraft: "Aircraft type",
  aircraftReg: "Registration",
  flightReason: "Reason",
  notes: "Notes",
  seats: "Seats",
};

const ORDER = Object.keys(FORM_FIELD_LABELS);

/** The form-wide line over field errors: "Please correct the 2 marked fields: From, To." (in form order). */
export function summarizeFieldErrors(fieldErrors: Readonly<Record<string, string>>): string {
  const labels = Object.keys(fieldErrors)
    .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .map((field) => FORM_FIELD_LABELS[field] ?? field);
  return labels.length === 1 ? `Please correct the marked field: ${labels[0]}.` : `Please correct the ${labels.length} marked fields: ${labels.join(", ")}.`;
}
