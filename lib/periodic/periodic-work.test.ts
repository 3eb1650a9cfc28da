import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { PERIODIC_LEASE_MS, PERIODIC_TICK_MS, periodicTasks } from "./periodic-work";

describe("the server's periodic work", () => {
  it("sweeps web imports' leftovers and old tombstones always, and holds automatic backups only when a directory is set", () => {
    const db = {} as Db;
    expect(periodicTasks(parseConfig({}), db).map((task) => task.name)).toEqual(["import-sweep", "tombstone-sweep", "planner-statistics"]);
    expect(periodicTasks(parseConfig({ CONTRAIL_BACKUP_DIR: "/var/backups/contrail" }), db).map((task) => task.name)).toEqual(["import-sweep", "tombstone-sweep", "planner-statistics", "backup"]);
  });

  it("renews leases well before they lapse, so a live holder never loses one between two ticks", () => {
    expect(PERIODIC_LEASE_MS).toBeGreaterThanOrEqual(2 * PERIODIC_TICK_MS);
  });
});
