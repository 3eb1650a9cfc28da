/**
 * The request URL as Next.js serves it, written back into the request before anything reads it (server/create-app-
 * server.ts), so the production server's gates (the share doors' limit, the /api table, the body limits) judge the
 * very path that is served: Next resolves `.` and `..` segments, also written `%2e`, so a gate matching the raw text
 * would miss `/x/../share/<slug>`, which Next serves as `/share/<slug>`. An escaped letter, digit or `-._~` is that
 * character (RFC 3986, 2.3): Next finds its routes by the decoded path too. The query is kept as sent.
 * Left as sent: a target that is not a path (absolute-form, `OPTIONS *`) and a path with a backslash or an empty
 * segment (`//`), which Next never serves but redirects to the path with single slashes (asked again, it comes here).
 */
export function servedRequestUrl(rawUrl: string): string {
  if (!rawUrl.startsWith("/")) return rawUrl;
  const queryAt = rawUrl.search(/[?#]/);
  const path = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
  if (/\\|\/\//.test(path)) return rawUrl;
  const rest = queryAt < 0 ? "" : rawUrl.slice(queryAt);
  const plain = path.replace(/%[0-9a-f]{2}/gi, decodeUnreserved);
  // the URL parser resolves dot segments as Next's own parsing does
  const served = DOT_SEGMENT.test(plain) ? new URL(`http://n${plain}`).pathname : plain;
  return served === path ? rawUrl : `${served}${rest}`;
}

const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)/;

function decodeUnreserved(escape: string): string {
  const char = String.fromCharCode(parseInt(escape.slice(1), 16));
  return /^[A-Za-z0-9\-._~]$/.test(char) ? char : escape;
}
