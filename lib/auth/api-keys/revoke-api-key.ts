import type { Db } from "@/lib/db/client";
import { NotFoundError } from "@/lib/errors";
import { checkStorableText } from "@/lib/storable-text";
import { forgetKeyUse } from "./verify-api-key";

/**
 * Deletes one of the user's keys (by id); from then on the key answers 401.
 * A key of another user is "not found", exactly like a missing one.
 */
export async function revokeApiKey(db: Db, userId: string, keyId: string): Promise<void> {
  checkStorableText("keyId", keyId);
  const { count } = await db.apiKey.deleteMany({ where: { id: keyId, userId } });
  if (count === 0) throw new NotFoundError("API key not found");
  forgetKeyUse(keyId);
}

/** Deletes one of the user's keys by name (names are unique per user); used by the admin CLI. */
export async function revokeApiKeyByName(db: Db, userId: string, name: string): Promise<void> {
  const key = await db.apiKey.findUnique({ where: { userId_name: { userId, name } }, select: { id: true } });
  if (!key) throw new NotFoundError("API key not found");
  await revokeApiKey(db, userId, key.id);
}
