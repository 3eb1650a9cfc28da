import type { Db } from "@/lib/db/client";
import type { Principal } from "@/lib/auth/principal";
import { InputError } from "@/lib/errors";
import { authorizeScope, type ScopeParams } from "@/lib/scope/authorized-scope";
import { contrailJsonChunks } from "./contrail-json";
import { flightsCsvChunks } from "./flights-csv";
import { responseOf, streamAnswer, type StreamAnswer } from "@/lib/api/answer";
import { toStream } from "@/lib/api/text-stream";
import { claimExportSlot } from "./export-slots";

/**
 * One export: checks the format and the scope (the same rules as /api/stats: mine for anyone, user / all for admins and
 * owners), then answers a streamed download.
 */

export const EXPORT_FORMATS = ["json", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportParams extends ScopeParams {
  format?: string | null;
}

export function parseExportFormat(value: string | null | undefined): ExportFormat {
  if (value === undefined || value === null) return "json";
  if (value === "json" || value === "csv") return value;
  throw new InputError("Invalid format");
}

/**
 * Validates everything first (errors become the contract's bodies), takes one of the caller's export slots
 * (RateLimitedError when they already run EXPORTS_PER_USER), then streams; the slot is freed when the stream ends.
 */
export async function exportAnswer(db: Db, principal: Principal, params: ExportParams, now = new Date()): Promise<StreamAnswer> {
  const format = parseExportFormat(params.format);
  const scope = await authorizeScope(db, principal, params);
  const release = claimExportSlot(principal.userId);
  const chunks = format === "json" ? contrailJsonChunks(db, scope, now) : flightsCsvChunks(db, scope);
  const stamp = now.toISOString().slice(0, 10);
  const filename = `contrail-${scope.kind === "all" ? "all" : "flights"}-${stamp}.${format}`;
  return streamAnswer(toStream(chunks, release), {
    "content-type": format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8; header=present",
    "content-disposition": `attachment; filename="${filename}"`,
    "cache-control": "no-store",
  });
}

/** The same as a Web Response, for the settings page's download (a Next.js route). */
export async function exportResponse(db: Db, principal: Principal, params: ExportParams, now = new Date()): Promise<Response> {
  return responseOf(await exportAnswer(db, principal, params, now));
}
