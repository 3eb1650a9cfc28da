import type { Db } from "@/lib/db/client";

/** True while the instance has no user at all: the only time /setup is offered. */
export async function needsSetup(db: Db): Promise<boolean> {
  return (await db.user.count()) === 0;
}
