/**
 * The request header in which the production server (server.ts) hands the client's address to every handler,
 * Next-served or not: computed once from the socket and TRUST_PROXY (lib/config/trust-proxy.ts), after dropping any
 * copy the client sent. Handlers never read X-Forwarded-For themselves.
 */
export const CLIENT_ADDRESS_HEADER = "x-contrail-client-address";

/**
 * The address to key per-address limits on: the one the server stamped. A request nobody stamped (`next dev`,
 * or `next start` instead of `npm start`) cannot be told apart from any other, so all such requests share one
 * address: the limits still hold, never loosen.
 */
export function clientAddressOf(headers: Record<string, unknown> | Headers | undefined): string {
  const value = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers?.[CLIENT_ADDRESS_HEADER];
  const address = Array.isArray(value) ? value[0] : value;
  return typeof address === "string" && address.trim() !== "" ? address.trim() : "unknown";
}
