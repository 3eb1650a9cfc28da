/**
 * The client's address as far as we can tell, for throttling only: the first X-Forwarded-For entry
 * (Next's server sets it), else X-Real-IP, else "unknown".
 */
export function clientAddressOf(headers: Record<string, unknown> | Headers | undefined): string {
  const get = (name: string): string | undefined => {
    if (!headers) return undefined;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return Array.isArray(value) ? String(value[0]) : typeof value === "string" ? value : undefined;
  };
  const forwarded = get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || get("x-real-ip")?.trim() || "unknown";
}
