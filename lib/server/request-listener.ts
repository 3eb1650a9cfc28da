import type { IncomingMessage, ServerResponse } from "node:http";
import type { TrustProxy } from "@/lib/auth/trust-proxy";
import { handleApiRequest } from "./node-api-handler";
import { stampClientAddress } from "./stamp-client-address";

/**
 * The production server's request listener (server.ts): stamps the client's address on every request, then
 * answers /api/ by the short path and leaves everything else (pages, next-auth, server actions) to Next.
 */
export function requestListener(
  handleWithNext: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>,
  trust: TrustProxy,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    stampClientAddress(request, trust);
    if (handleApiRequest(request, response)) return;
    void handleWithNext(request, response);
  };
}
