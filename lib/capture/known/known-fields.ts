/** The fields a known flight fills in a form, each marked so that the form can show it was filled. */
export const KNOWN_FIELDS = ["from", "to", "airline", "aircraft", "departureTime", "arrivalTime"] as const;
export type KnownField = (typeof KNOWN_FIELDS)[number];
