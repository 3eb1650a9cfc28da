import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import { ConflictOnSetupError } from "./setup-errors";
import { parseNewUserFields } from "./insert-user";
import { usernameKeyOf } from "@/lib/auth/username-key";

export interface OwnerInput {
  username: string;
  displayName?: string;
  password: string;
}

/**
 * Creates the owner account on a brand-new instance. Race-safe: the transaction first writes a lock row
 * (an upsert, which serialises concurrent set-ups on both SQLite and PostgreSQL), then checks that no user exists.
 * A second concurrent call therefore sees the first owner and fails with ConflictOnSetupError.
 */
export async function createFirstOwner(db: Db, input: OwnerInput): Promise<{ id: string }> {
  const { username, displayName, password } = parseNewUserFields(input);
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const now = String(Date.now());
    await tx.$executeRaw`INSERT INTO "AppMeta" ("key", "value") VALUES ('setup.lock', ${now})
      ON CONFLICT ("key") DO UPDATE SET "value" = ${now}`;
    if ((await tx.user.count()) > 0) throw new ConflictOnSetupError();
    const user = await tx.user.create({
      data: { username, usernameKey: usernameKeyOf(username), displayName, passwordHash, role: "owner" },
      select: { id: true },
    });
    return user;
  });
}
