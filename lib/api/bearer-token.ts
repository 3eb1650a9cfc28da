/**
 * The token of an `Authorization: Bearer <token>` header, or null for anything else (no header, another scheme,
 * an empty token). The scheme is case-insensitive and white space around the value and between scheme and token
 * is ignored (docs/contract/decisions.md "Order of checks").
 */
export function bearerTokenOf(header: string | null): string | null {
  if (header === null) return null;
  const match = /^bearer[ \t]+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
