import type { IncomingMessage } from "node:http";
import { CLIENT_ADDRESS_HEADER } from "@/lib/auth/client-address";
import { resolveClientAddress, type TrustProxy } from "@/lib/config/trust-proxy";

/**
 * Writes the client's address (socket + X-Forwarded-For as TRUST_PROXY allows) into CLIENT_ADDRESS_HEADER,
 * replacing whatever the client sent under that name, in both views Node keeps of the headers: Next builds
 * route handlers' and server actions' headers from `headers`, the API's short path from `rawHeaders`.
 */
export function stampClientAddress(request: IncomingMessage, trust: TrustProxy): void {
  const address = resolveClientAddress(request.socket.remoteAddress, request.headers["x-forwarded-for"], trust);
  request.headers[CLIENT_ADDRESS_HEADER] = address;
  const raw = request.rawHeaders;
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() !== CLIENT_ADDRESS_HEADER) kept.push(raw[i]!, raw[i + 1]!);
  }
  kept.push(CLIENT_ADDRESS_HEADER, address);
  raw.splice(0, raw.length, ...kept);
}
