/**
 * The segments of a URL path after its leading "/", each percent-decoded; null when one cannot be decoded
 * (`/api/%`, `/api/flight/get/%E0%A4%A`), which the API answers as an unknown path.
 */
export function decodePathSegments(pathname: string): string[] | null {
  try {
    return pathname.slice(1).split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}
