import type { AbstractIntlMessages } from "next-intl";

/**
 * The messages handed to the browser, per group of routes: each group's layout wraps its pages in a provider holding
 * only the namespaces its client components read ("use client" files and what they import, reached from the route
 * files under `folder`; a nested group's folder is its own). The rest is rendered on the server and never travels.
 * A nested provider replaces its parent's messages, so each list is complete. messages/catalogues.test.ts keeps every
 * list exactly what the code uses (it prints the right one).
 */
export const CLIENT_MESSAGES = {
  root: { folder: "app", namespaces: [] },
  auth: { folder: "app/(auth)", namespaces: ["Auth.setup", "Auth.signIn", "Ui.errors"] },
  app: {
    folder: "app/(app)",
    namespaces: [
      "Common", "Dashboard.charts", "Dashboard.map", "Errors.pageFailed", "Shell", "Trips.delete", "Trips.form",
      "Trips.removeFlight", "Ui.comboList", "Ui.combobox", "Ui.confirm", "Ui.errors", "Ui.scope", "Ui.submit",
    ],
  },
  settings: {
    folder: "app/(app)/settings",
    namespaces: [
      "Common", "Import.check", "Import.choose", "Import.customEntry", "Import.fields", "Import.formats", "Import.mapping", "Import.reasons",
      "Import.report", "Import.run", "Import.wizard", "Settings.apiKeys", "Settings.calendarFeed",
      "Settings.calendarOptions", "Settings.copy", "Settings.createUser", "Settings.deleteAccount",
      "Settings.deleteCustomEntry", "Settings.deleteUser", "Settings.deleteWebhook", "Settings.nav",
      "Settings.password", "Settings.profile", "Settings.reauth", "Settings.revokeShareLink", "Settings.roleSelect",
      "Settings.shareForm", "Settings.webhookForm", "Shell", "Ui.comboList", "Ui.combobox", "Ui.confirm", "Ui.errors",
      "Ui.submit",
    ],
  },
  flights: {
    folder: "app/(app)/flights",
    namespaces: [
      "FlightForm", "Flights.dayOffset", "Flights.delete", "Flights.reasons",
      "Flights.seatClasses", "Flights.seatPositions", "Offline.add", "Offline.waiting", "Trips.addTo", "Ui.comboList",
      "Ui.combobox", "Ui.confirm", "Ui.errors", "Ui.scope", "Ui.submit",
    ],
  },
  addFlight: {
    folder: "app/(app)/flights/new",
    namespaces: [
      "Capture.addSeat", "Capture.camera", "Capture.refusals", "Capture.review", "Capture.scan", "FlightForm",
      "Flights.dayOffset", "Flights.reasons", "Flights.seatClasses", "Flights.seatPositions", "Offline.keep",
      "Offline.scanPass", "Ui.comboList", "Ui.combobox", "Ui.errors",
    ],
  },
  share: { folder: "app/share", namespaces: ["Common", "Dashboard.charts", "Dashboard.map"] },
  offline: {
    folder: "app/offline",
    namespaces: [
      "Capture.addSeat", "Capture.camera", "Capture.refusals", "Capture.review", "Capture.scan",
      "Dashboard.stats", "FlightForm", "Flights.dayOffset", "Flights.reasons", "Flights.seatClasses",
      "Flights.seatPositions", "Offline.add", "Offline.dashboard", "Offline.flight", "Offline.frame", "Offline.list",
      "Offline.scan", "Offline.scanPass", "Offline.shell", "Offline.waiting", "Ui.comboList", "Ui.combobox",
      "Ui.confirm", "Ui.errors",
    ],
  },
  docs: { folder: "app/docs", namespaces: ["Shell"] },
} as const satisfies Record<string, { folder: string; namespaces: readonly string[] }>;

export type MessageGroup = keyof typeof CLIENT_MESSAGES;

/** The part of a catalogue under the given namespaces ("Area" or "Area.screen"), in the same shape. */
export function pickNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const keys = namespace.split(".");
    let from: AbstractIntlMessages | string | undefined = messages;
    let to = picked;
    keys.forEach((key, i) => {
      from = typeof from === "object" ? from[key] : undefined;
      if (from === undefined) return;
      if (i === keys.length - 1) to[key] = from;
      else to = (to[key] ??= {}) as AbstractIntlMessages;
    });
  }
  return picked;
}
