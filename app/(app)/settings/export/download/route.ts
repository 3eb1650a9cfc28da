import { getPrincipal } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { AppError, ForbiddenError, InputError, NotFoundError, RateLimitedError } from "@/lib/errors";
import { exportResponse } from "@/lib/export/export-request";
import { EXPORTS_PER_USER } from "@/lib/export/export-slots";
import { isClientAbort, logDebug } from "@/lib/log";

export const dynamic = "force-dynamic";

/**
 * GET /settings/export/download?format=json|csv&scope=mine|user|all&userId=… for the signed-in user: the same export
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
    if (error instanceof InputError) return text(400, error.message);
    if (error instanceof ForbiddenError) return text(403, "Only admins and owners may export other users' flights.");
    if (error instanceof NotFoundError) return text(404, error.message);
    if (error instanceof RateLimitedError) {
      const message = `You already have ${EXPORTS_PER_USER} exports running. Please wait until one has finished, then try again.`;
      return text(429, message, { "retry-after": String(error.retryAfterSeconds) });
    }
    if (error instanceof AppError) return text(400, error.message);
    if (isClientAbort(error)) {
      logDebug("[export] client went away before the download started");
      return text(400, "The request was interrupted");
    }
    console.error("[export] download failed:", error instanceof Error ? error.message : String(error));
    return text(500, "The export failed. Please try again.");
  }
}

function text(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers } });
}
