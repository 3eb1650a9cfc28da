import { MAX_JSON_BODY_BYTES } from "@/lib/api/transport/read-json-body";
import { maxImportBytes } from "@/lib/import/read/text-source";
import { NEXT_AUTH_PATH } from "./api-route-table";

/**
 * The most of a request body the production server accepts, per family of routes: the one table of these limits
 * (docs/security.md lists each). server/bound-request-body.ts keeps them before any handler or framework reads a
 * byte. Who answers the 413:
 * - "server": the server, before the handler runs: at once for a declared Content-Length over the limit; a chunked
 *   body is held (never more than the limit) until it ends, and handed over only when it fits. For handlers that
 *   read whole bodies into memory (next-auth, Next's server actions).
 * - "handler": the handler, which reads the body as it streams and refuses it past the limit itself, after
 *   authentication (readJsonBody, the import's upload store); the server hands it at most one byte past the limit.
 */
export type BodyLimitKeeper = "server" | "handler";

export interface BodyLimit {
  family: string;
  bytes: number;
  keeper: BodyLimitKeeper;
}

/** The import wizard's upload (app/(app)/settings/import/upload/route.ts): the only route that takes a file. */
export const IMPORT_UPLOAD_PATH = "/settings/import/upload";

/** next-auth's sign-in, sign-out and session posts are a few form fields. */
export const NEXT_AUTH_BODY_BYTES = 64 * 1024;

/** Pages take only server actions' arguments (forms, the import's choices): as Next's own default for actions. */
export const PAGE_BODY_BYTES = 1024 * 1024;

interface BodyLimitRow {
  family: string;
  matches: (path: string) => boolean;
  bytes: () => number;
  keeper: BodyLimitKeeper;
}

/**
 * First match wins. Paths are compared undecoded, as the server routes them to the short path or Next, once their dot
 * segments are resolved (server/served-request-url.ts).
 */
const REQUEST_BODY_LIMITS: readonly BodyLimitRow[] = [
  { family: "next-auth", matches: (path) => path === NEXT_AUTH_PATH || path.startsWith(`${NEXT_AUTH_PATH}/`), bytes: () => NEXT_AUTH_BODY_BYTES, keeper: "server" },
  { family: "import upload", matches: (path) => path === IMPORT_UPLOAD_PATH, bytes: maxImportBytes, keeper: "handler" },
  { family: "API", matches: (path) => path.startsWith("/api/") || path.startsWith("/airtrail/api/"), bytes: () => MAX_JSON_BODY_BYTES, keeper: "handler" },
  { family: "pages", matches: () => true, bytes: () => PAGE_BODY_BYTES, keeper: "server" },
];

/** The limit for a request's raw URL (path and query, as Node gives it). */
export function requestBodyLimit(rawUrl: string): BodyLimit {
  const queryAt = rawUrl.search(/[?#]/);
  const path = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
  const row = REQUEST_BODY_LIMITS.find((candidate) => candidate.matches(path))!;
  return { family: row.family, bytes: row.bytes(), keeper: row.keeper };
}
