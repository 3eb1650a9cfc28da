import { parseIdempotencyKey } from "@/lib/flights/idempotency-key";
import { jsonAnswer, type JsonAnswer } from "./answer";
import { successBody } from "./contract-body";

/** The request's Idempotency-Key (lib/flights/idempotency-key.ts): null without one, a 400 when malformed. */
export function idempotencyKeyOf(request: Request): string | null {
  return parseIdempotencyKey(request.headers.get("idempotency-key"));
}

/** A save's success answer; a replay (the first save's answer, nothing written now) says so in Idempotent-Replayed. */
export function savedAnswer(payload: object, replayed: boolean): JsonAnswer {
  return jsonAnswer(successBody(payload), 200, replayed ? { "idempotent-replayed": "true" } : {});
}
