import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddressOf } from "@/lib/auth/client-address";
import { getDb } from "@/lib/db/client";
import { findActiveShareLink } from "@/lib/share/active-share-link";
import { SHARE_NOT_FOUND, SHARE_ROBOTS_HEADER, SHARE_TOO_MANY, shareSlugOfPath } from "@/lib/share/share-door";
import { takeShareRequest } from "@/lib/share/share-rate-limit";

/**
 * The public share doors' gate in the production server, before Next.js: every request under /share/ is counted
 * against its client address's limit (429 past it), gets the noindex header, and one for a slug that does not answer
 * (never existed, revoked, expired) gets the one plain 404 here, byte for byte the same whichever it is. The page and
 * the card check the link again themselves (a link revoked in between, or `next dev` without this gate).
 * Resolves true when it answered.
 */
export async function answerShareGate(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const slug = shareSlugOfPath(request.url ?? "/");
  if (slug === null) return false;
  response.setHeader(...SHARE_ROBOTS_HEADER);
  const db = getDb();
  const wait = await takeShareRequest(db, clientAddressOf(request.headers));
  if (wait > 0) {
    send(response, SHARE_TOO_MANY, { "retry-after": String(wait) });
    return true;
  }
  if (slug === "" || !(await findActiveShareLink(db, slug))) {
    send(response, SHARE_NOT_FOUND);
    return true;
  }
  return false;
}

function send(response: ServerResponse, answer: typeof SHARE_NOT_FOUND | typeof SHARE_TOO_MANY, extra: Record<string, string> = {}): void {
  response.writeHead(answer.status, { ...answer.headers, "content-length": String(Buffer.byteLength(answer.body)), ...extra });
  response.end(answer.body);
}
