import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { InputError } from "@/lib/errors";
import { storableText } from "@/lib/storable-text";
import { apiKeySummarySelect, type ApiKeySummary } from "./api-key-summary";
import { displayPrefixOf, generateKey, hashKey } from "./key-format";

export const API_KEY_NAME_MAX_LENGTH = 100;
export const KEY_EXPIRY_NOT_DATE_MESSAGE = "Key expiry must be a date";

export function keyNameTakenMessage(name: string): string {
  return `A key named "${name}" already exists`;
}

const createApiKeyInputSchema = z.object({
  name: storableText("Key name")
    .trim()
    .min(1, { error: "Key name is required" })
    .max(API_KEY_NAME_MAX_LENGTH, { error: `Key name must be at most ${API_KEY_NAME_MAX_LENGTH} characters` }),
  expiresAt: z.date({ error: KEY_EXPIRY_NOT_DATE_MESSAGE }).nullish(),
});

export interface CreateApiKeyInput {
  name: string;
  /** omitted or null: the key never expires */
  expiresAt?: Date | null;
}

export interface CreatedApiKey {
  /** the full key: show it to the user once, it cannot be read back */
  key: string;
  apiKey: ApiKeySummary;
}

/**
 * Creates an API key for `userId`. Names are unique per user (InputError otherwise); an expiry in the past is refused.
 * Only the SHA-256 of the key and its first characters are stored.
 */
export async function createApiKey(db: Db, userId: string, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const parsed = createApiKeyInputSchema.safeParse(input);
  if (!parsed.success) throw new InputError(parsed.error.issues[0]?.message ?? "Invalid key");
  const { name, expiresAt } = parsed.data;
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw new InputError("Key expiry must be in the future");

  const existing = await db.apiKey.findUnique({ where: { userId_name: { userId, name } }, select: { id: true } });
  if (existing) throw new InputError(keyNameTakenMessage(name));

  const key = generateKey();
  try {
    const apiKey = await db.apiKey.create({
      data: { userId, name, keyHash: hashKey(key), prefix: displayPrefixOf(key), expiresAt: expiresAt ?? null },
      select: apiKeySummarySelect,
    });
    return { key, apiKey };
  } catch (error) {
    // Two requests creating the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw new InputError(keyNameTakenMessage(name));
    throw error;
  }
}
