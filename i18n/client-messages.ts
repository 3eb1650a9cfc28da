import type { AbstractIntlMessages } from "next-intl";

/**
 * The namespaces the browser's components read (each "use client" file and what it imports), the only messages the
 * root layout hands to the browser: the rest is rendered on the server and never travels. messages/catalogues.test.ts
 * keeps this list exactly what the code uses (it prints the right one).
 */
export const CLIENT_NAMESPACES: readonly string[] = [
  "Auth.setup",
  "Auth.signIn",
  "Capture.addSeat",
  "Capture.camera",
  "Capture.refusals",
  "Capture.review",
  "Capture.scan",
  "Common",
  "Dashboard.charts",
  "Dashboard.map",
  "Dashboard.stats",
  "Errors.pageFailed",
  "FlightForm",
  "Flights.dayOffset",
  "Flights.delete",
  "Flights.reasons",
  "Flights.seatClasses",
  "Flights.seatPositions",
  "Import.check",
  "Import.choose",
  "Import.customEntry",
  "Import.formats",
  "Import.mapping",
  "Import.report",
  "Import.run",
  "Import.wizard",
  "Offline.add",
  "Offline.dashboard",
  "Offline.flight",
  "Offline.frame",
  "Offline.keep",
  "Offline.list",
  "Offline.scan",
  "Offline.scanPass",
  "Offline.shell",
  "Offline.waiting",
  "Settings.apiKeys",
  "Settings.calendarFeed",
  "Settings.calendarOptions",
  "Settings.copy",
  "Settings.createUser",
  "Settings.deleteAccount",
  "Settings.deleteCustomEntry",
  "Settings.deleteUser",
  "Settings.deleteWebhook",
  "Settings.nav",
  "Settings.password",
  "Settings.profile",
  "Settings.reauth",
  "Settings.revokeShareLink",
  "Settings.roleSelect",
  "Settings.shareForm",
  "Settings.webhookForm",
  "Shell",
  "Trips.addTo",
  "Trips.delete",
  "Trips.form",
  "Trips.removeFlight",
  "Ui.comboList",
  "Ui.combobox",
  "Ui.confirm",
  "Ui.errors",
  "Ui.scope",
  "Ui.submit",
];

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
