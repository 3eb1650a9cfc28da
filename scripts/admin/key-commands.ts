import { createApiKey, revokeApiKeyByName } from "@/lib/auth/api-keys";
import type { Db } from "@/lib/db/client";
import { InputError } from "@/lib/errors";
import { requireOption, type ParsedArgs } from "./args";
import { findUserIdByUsername } from "./user-commands";

export async function keyCreate(db: Db, args: ParsedArgs): Promise<{ key: string }> {
  const userId = await findUserIdByUsername(db, requireOption(args, "username"));
  const name = args.options.get("name") ?? `cli-${new Date().toISOString().slice(0, 19).replace(/[-:T]/g, "")}`;
  const expires = args.options.get("expires");
  const expiresAt = expires === undefined ? null : new Date(expires);
  if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new InputError("--expires must be an ISO 8601 date");
  const { key } = await createApiKey(db, userId, { name, expiresAt });
  return { key };
}

export async function keyRevoke(db: Db, args: ParsedArgs): Promise<{ revoked: string }> {
  const userId = await findUserIdByUsername(db, requireOption(args, "username"));
  const name = requireOption(args, "name");
  await revokeApiKeyByName(db, userId, name);
  return { revoked: name };
}
