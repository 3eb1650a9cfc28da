import type { Db } from "@/lib/db/client";
import { checkHealth, type Health } from "./check-health";

/**
 * How long one database check answers GET /api/health: a flood of calls then costs this process one read a second at
 * most, while a database that stops answering is reported unavailable about a second later.
 */
export const HEALTH_CHECK_MAX_AGE_MS = 1000;

/**
 * The health of this process's database from a check made at most once per `maxAgeMs`: callers arriving while a check
 * runs wait for that one, and its answer serves every caller until it is `maxAgeMs` old (counted from when it came).
 */
export function sharedHealthCheck(check: (db: Db) => Promise<Health> = checkHealth, maxAgeMs = HEALTH_CHECK_MAX_AGE_MS, now: () => number = Date.now) {
  let running: Promise<Health> | undefined;
  let last: { health: Health; at: number } | undefined;
  return (db: Db): Promise<Health> => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.health);
    running ??= check(db)
      .then((health) => {
        last = { health, at: now() };
        return health;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}

/** This process's one shared check, for GET /api/health. */
export const healthOfThisProcess = sharedHealthCheck();
