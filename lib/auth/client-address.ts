/**
 * The client's address as far as we can tell, for throttling only: the LAST X-Forwarded-For entry, else
 * X-Real-IP, else "unknown". Next's server fills X-Forwarded-For with the socket's address when the request has
 * none; a reverse proxy appends the address it saw, so the last entry is the one the client cannot choose
 * (earlier entries are whatever the client sent).
 */
export function clientAddressOf(headers: Record<string, unknown> | Headers | undefined): string {
  const get = (name: string): string | undefined => {
    if (!headers) return undefined;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return Array.isArray(value) ? String(value[0]) : typeof value === "string" ? value : undefined;
  };
  const forwarded = get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || get("x-real-ip")?.trim() || "unknown";
}
