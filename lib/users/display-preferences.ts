/**
 * The display preferences a user can choose, shared by server and client code (no dependencies): every page, chart
 * and label formats through them (components/format).
 */
export const UNITS = ["km", "mi", "nmi"] as const;
export type DistanceUnit = (typeof UNITS)[number];
/** Each unit's name in words, for settings, chart tables and every other label that spells it out. */
export const UNIT_NAMES: Record<DistanceUnit, string> = { km: "Kilometres", mi: "Miles", nmi: "Nautical miles" };

export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export const DATE_FORMATS = ["iso", "dmy", "mdy"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const CLOCKS = ["24h", "12h"] as const;
export type Clock = (typeof CLOCKS)[number];

export interface DisplayPreferences {
  unit: DistanceUnit;
  dateFormat: DateFormat;
  clock: Clock;
}

export const DEFAULT_DISPLAY: DisplayPreferences = { unit: "km", dateFormat: "dmy", clock: "24h" };
