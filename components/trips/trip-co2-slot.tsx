/**
 * The trip page's place for the trip's CO₂ (issue 22, item 4: built separately, with its method). It receives the ids
 * of the flights the trip shows; until the CO₂ figures exist it renders nothing.
 */
export function TripCo2Slot({ flightIds }: { flightIds: readonly number[] }) {
  void flightIds;
  return null;
}
