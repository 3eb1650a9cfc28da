import { NextResponse, type NextRequest } from "next/server";
import { responseOf } from "./answer";
import { errorAnswer, MESSAGES } from "./contract-body";
import { decodePathSegments } from "./path-segments";

/**
 * Next.js answers a path it cannot percent-decode (`/api/%`, `/api/flight/get/%E0%A4%A`) with its HTML 400 page
 * before any route runs. proxy.ts sends /api paths containing "%" here: an undecodable one is an unknown path
 * (404 JSON, before authentication like every routing answer); anything else goes on to its route.
 */
export function undecodablePathProxy(request: NextRequest): Response {
  return decodePathSegments(request.nextUrl.pathname) ? NextResponse.next() : responseOf(errorAnswer(404, MESSAGES.notFound));
}
