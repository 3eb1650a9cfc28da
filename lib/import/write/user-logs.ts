import type { Db } from "@/lib/db/client";
import { FlightIndex, type FlightIdentity } from "./duplicates";

/**
 * Each user's log as far as duplicates go: the flights stored before the import, read once per user when first
 * needed (one query instead of one per batch, which would grow with the log), plus the flights this import adds.
 */
export class UserLogs {
  private readonly logs = new Map<string, Promise<FlightIndex>>();
  constructor(private readonly db: Db) {}

  async holdsAny(userIds: string[], flight: FlightIdentity): Promise<boolean> {
    for (const userId of userIds) {
      if ((await this.logOf(userId)).has(flight)) return true;
    }
    return false;
  }

  async add(userIds: string[], flight: FlightIdentity): Promise<void> {
    for (const userId of userIds) (await this.logOf(userId)).add(flight);
  }

  private logOf(userId: string): Promise<FlightIndex> {
    let log = this.logs.get(userId);
    if (!log) {
      log = this.db.flight
        .findMany({
          where: { seats: { some: { userId } } },
          select: { fromId: true, toId: true, date: true, flightNumber: true, departure: true, arrival: true },
        })
        .then((rows) => {
          const index = new FlightIndex();
          for (const row of rows) index.add(row);
          return index;
        });
      this.logs.set(userId, log);
    }
    return log;
  }
}
