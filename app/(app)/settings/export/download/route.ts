import { getPrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { AppError, errorMessage, RateLimitedError, statusOf, type AppErrorCode } from "@/lib/errors";
import { exportResponse } from "@/lib/export/export-request";
import { EXPORTS_PER_USER } from "@/lib/export/export-slots";
import { isClientAbort, logDebug } from "@/lib/log";

export const dynamic = "force-dynamic";

/**
 * GET /settings/export/download?format=json|csv|airtrail&scope=mine|user|all&userId=… for the signed-in user: the same export
 * as GET /api/flight/export, with the session instead of an API key.
 */
export async function GET(request: Request): Promise<Response> {
  const principal = await getPrincipal();
  if (!principal) return text(401, "Please sign in again.");
  const query = new URL(request.url).searchParams;
  try {
    return await exportResponse(getDb(), principal, {
      format: query.get("format"),
      scope: query.get("scope"),
      userId: query.get("userId") || null,
    });
  } catch (error) {
    if (error instanceof AppError) {
      const retryAfter: Record<string, string> = error instanceof RateLimitedError ? { "retry-after": String(error.retryAfterSeconds) } : {};
      return text(statusOf(error.code), DOWNLOAD_MESSAGES[error.code] ?? error.message, retryAfter);
    }
    if (isClientAbort(error)) {
      logDebug("[export] client went away before the download started");
      return text(400, "The request was interrupted");
    }
    console.error("[export] download failed:", errorMessage(error));
    return text(500, "The export failed. Please try again.");
  }
}

/** Where the page words an error for people rather than repeating the API's message. */
const DOWNLOAD_MESSAGES: Partial<Record<AppErrorCode, string>> = {
  FORBIDDEN: "Only admins and owners may export other users' flights.",
  RATE_LIMITED: `You already have ${EXPORTS_PER_USER} exports running. Please wait until one has finished, then try again.`,
};

function text(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers } });
}
