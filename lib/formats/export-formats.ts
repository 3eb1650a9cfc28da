/** json: Contrail's own file; csv: for a spreadsheet; airtrail: AirTrail's backup file (lib/export/airtrail-json.ts). */
export const EXPORT_FORMATS = ["json", "csv", "airtrail"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
