import { getPrincipal } from "@/lib/auth/session";
import { isSameOriginRequest } from "@/lib/auth/same-origin";
import { syncFlightAnswer, syncRefusal } from "./sync-flight-answer";

export const dynamic = "force-dynamic";

/**
 * POST /sync/flight: a flight saved offline, sent from the device's outbox with the session cookie (a route, not a
 * server action, so a retry sent after a new version was deployed still finds it). See sync-flight-answer.ts.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) return syncRefusal(403, "Flights are accepted from this app's own pages only.");
  const principal = await getPrincipal();
  if (!principal) return syncRefusal(401, "Please sign in again to send the flights waiting on this device.");
  return syncFlightAnswer(request, principal);
}
