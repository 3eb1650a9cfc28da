import type { Db } from "@/lib/db/client";
import { yieldToEventLoop } from "@/lib/db/yield-to-event-loop";
import { FlightIndex, type FlightIdentity } from "./duplicates";

/** Flights read per statement: a long log is read in pages, with other requests let in between (SQLite is synchronous). */
export const LOG_PAGE = 2_000;

/**
 * Each user's log as far as duplicates go: the flights stored before the import, read once per user when first
 * needed (once, a page at a time, instead of once per batch, which would grow with the log), plus the flights this
 * import adds.
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
      log = this.read(userId);
      this.logs.set(userId, log);
    }
    return log;
  }

  private async read(userId: string): Promise<FlightIndex> {
    const index = new FlightIndex();
    for (let after = 0; ; ) {
      const rows = await this.db.flight.findMany({
        where: { seats: { some: { userId } }, id: { gt: after } },
        orderBy: { id: "asc" },
        take: LOG_PAGE,
        select: { id: true, fromId: true, toId: true, date: true, flightNumber: true, departure: true, arrival: true },
      });
      for (const row of rows) index.add(row);
      if (rows.length < LOG_PAGE) return index;
      after = rows[rows.length - 1]!.id;
      await yieldToEventLoop();
    }
  }
}
