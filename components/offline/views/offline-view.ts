/** Which offline view the shell shows for the address the browser asked for (the worker answers every app page with it). */
export type OfflineView =
  | { kind: "dashboard" }
  | { kind: "list" }
  | { kind: "flight"; id: number }
  | { kind: "add" }
  | { kind: "scan" }
  | { kind: "unavailable" };

export function offlineViewOf(pathname: string): OfflineView {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/" || path === "/offline") return { kind: "dashboard" };
  if (path === "/flights") return { kind: "list" };
  if (path === "/flights/new") return { kind: "add" };
  if (path === "/flights/new/scan") return { kind: "scan" };
  const flight = /^\/flights\/([1-9]\d{0,15})$/.exec(path);
  if (flight) return { kind: "flight", id: Number(flight[1]) };
  return { kind: "unavailable" };
}

/** What a view lets one do without the network: read the copy, or add flights kept on this device. */
export type OfflineMode = "read" | "add";

const MODES = { dashboard: "read", list: "read", flight: "read", add: "add", scan: "add", unavailable: "read" } as const satisfies Record<OfflineView["kind"], OfflineMode>;

export function offlineModeOf(view: OfflineView): OfflineMode {
  return MODES[view.kind];
}
