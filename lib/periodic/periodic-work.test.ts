import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";
import { PERIODIC_LEASE_MS, PERIODIC_TICK_MS, periodicTasks } from "./periodic-work";

describe("the server's periodic work", () => {
  it("holds automatic backups only when a directory is set", () => {
    expect(periodicTasks(parseConfig({})).map((task) => task.name)).toEqual([]);
    expect(periodicTasks(parseConfig({ CONTRAIL_BACKUP_DIR: "/var/backups/contrail" })).map((task) => task.name)).toEqual(["backup"]);
  });

  it("renews leases well before they lapse, so a live holder never loses one between two ticks", () => {
    expect(PERIODIC_LEASE_MS).toBeGreaterThanOrEqual(2 * PERIODIC_TICK_MS);
  });
});
