import type { Db } from "@/lib/db/client";
import type { Principal } from "@/lib/auth/principal";
import { InputError } from "@/lib/errors";
import { authorizeScope, type ScopeParams } from "@/lib/scope/authorized-scope";
import { contrailJsonChunks } from "./contrail-json";
import { flightsCsvChunks } from "./flights-csv";
import { airtrailJsonChunks } from "./airtrail-json";
import { responseOf, streamAnswer, type StreamAnswer } from "@/lib/api/transport/answer";
import { toStream } from "@/lib/api/transport/text-stream";
import { claimExportSlot } from "./export-slots";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/formats/export-formats";

/**
 * One export: checks the format and the scope (the same rules as /api/stats: mine for anyone, user / all for admins and
 * owners), then answers a streamed download.
 */

export interface ExportParams extends ScopeParams {
  format?: string | null;
}

export function parseExportFormat(value: string | null | undefined): ExportFormat {
  if (value === undefined || value === null) return "json";
  if ((EXPORT_FORMATS as readonly string[]).includes(value)) return value as ExportFormat;
  throw new InputError("Invalid format");
}

/**
 * Validates everything first (errors become the contract's bodies), takes one of the caller's export slots
 * (RateLimitedError when they already run EXPORTS_PER_USER), then streams; the slot is freed when the stream ends.
 */
export async function exportAnswer(db: Db, principal: Principal, params: ExportParams, now = new Date(), parseFormat = parseExportFormat): Promise<StreamAnswer> {
  const format = parseFormat(params.format);
  const scope = await authorizeScope(db, principal, params);
  const release = claimExportSlot(principal.userId);
  const chunks = format === "json" ? contrailJsonChunks(db, scope, now) : format === "csv" ? flightsCsvChunks(db, scope) : airtrailJsonChunks(db, scope);
  const stamp = now.toISOString().slice(0, 10);
  const name = `${format === "airtrail" ? "airtrail" : "contrail"}-${scope.kind === "all" ? "all" : "flights"}-${stamp}`;
  const filename = `${name}.${format === "csv" ? "csv" : "json"}`;
  return streamAnswer(toStream(chunks, release), {
    "content-type": format === "csv" ? "text/csv; charset=utf-8; header=present" : "application/json; charset=utf-8",
    "content-disposition": `attachment; filename="${filename}"`,
    "cache-control": "no-store",
  });
}

/** AirTrail's export takes json (its default) or yaml; Contrail writes its JSON only, so yaml is 400 Invalid format. */
export function parseAirtrailExportFormat(value: string | null | undefined): ExportFormat {
  if (value === undefined || value === null || value === "json") return "airtrail";
  throw new InputError("Invalid format");
}

/** The same as a Web Response, for the settings page's download (a Next.js route). */
export async function exportResponse(db: Db, principal: Principal, params: ExportParams, now = new Date()): Promise<Response> {
  return responseOf(await exportAnswer(db, principal, params, now));
}
