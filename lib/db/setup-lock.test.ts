import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createTestDb } from "@/test/support/test-db";
import { resolveDatabaseTarget } from "@/lib/config/database-url";
import { withSetupLock } from "./setup-lock";

// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set. (Separate processes: lib/setup/prepare-database.test.ts.)
describe("withSetupLock", () => {
  it("lets one holder in at a time, tells a waiter why it waits, and is released when the holder fails", async () => {
    const t = await createTestDb(null);
    const target = resolveDatabaseTarget(t.url);
    try {
      const events: string[] = [];
      let entered!: () => void;
      let told!: () => void;
      const firstIn = new Promise<void>((resolve) => (entered = resolve));
      const secondWaits = new Promise<void>((resolve) => (told = resolve));
      const first = withSetupLock(target, async () => {
        events.push("first in");
        entered();
        // held until the second is waiting for it (a lock that lets both in fails here)
        await Promise.race([secondWaits, sleep(10_000).then(() => events.push("second never waited"))]);
        events.push("first out");
        throw new Error("first failed");
      });
      await firstIn;
      const second = withSetupLock(
        target,
        async () => {
          events.push("second in");
          return "done";
        },
        (message) => {
          events.push(message);
          told();
        },
      );
      await expect(first).rejects.toThrow("first failed");
      await expect(second).resolves.toBe("done");
      expect(events).toStrictEqual([
        "first in",
        "Waiting for another Contrail process to finish preparing the database",
        "first out",
        "second in",
      ]);
      // and free again afterwards
      await expect(withSetupLock(target, async () => "again", () => expect.fail("nobody holds it"))).resolves.toBe("again");
    } finally {
      await t.cleanup();
    }
  });
});
