import { errorForLog } from "@/lib/auth/error-for-log";
import type { Db } from "@/lib/db/client";
import { deliverOne, type DeliverySettings } from "./deliver";
import { DELIVERY_TIMEOUT_MS } from "./post-webhook";
import { DAY_MS } from "@/lib/time/durations";

/** Webhooks sent to at once by one instance, each in a lane of its own. */
export const LANES = 32;
/** A lane's share: at most this many deliveries of its webhook, one after the other, until one fails... */
export const SENDS_PER_LANE = 10;
/** ...started within this many time-outs (a slow receiver sends two or three), then it yields. */
const LANE_BUDGET_FACTOR = 2;
/** How long delivered and given-up deliveries stay in the outbox (the attempt log keeps their outcome). */
const FINISHED_KEPT_MS = DAY_MS;

/**
 * The outbox's sender on one instance: every webhook with due deliveries gets a lane of its own, which sends them one
 * at a time, oldest first, within its share (SENDS_PER_LANE, a time budget of two time-outs, no attempt after a
 * failed one: a receiver that hangs costs one time-out per poll), then ends; the next
 * dispatch gives a lane again to the webhooks that waited longest (round-robin). A slow or dead receiver thus holds up
 * only its own lane, and a dispatch never waits for one: another user's delivery goes out at the next poll. Rows are
 * claimed one by one (deliverOne), so instances sharing a database never send one twice.
 */
export class DeliveryLanes {
  readonly #running = new Map<string, Promise<number>>();
  readonly #db: Db;
  readonly #settings: DeliverySettings;

  constructor(db: Db, settings: DeliverySettings) {
    this.#db = db;
    this.#settings = settings;
  }

  /** Starts a lane for each webhook with deliveries due at `now` and none running here; answers the lanes started. */
  async dispatch(now: Date = new Date()): Promise<Promise<number>[]> {
    const db = this.#db;
    await db.webhookDelivery.deleteMany({ where: { state: { not: "pending" }, nextAttemptAt: { lt: new Date(now.getTime() - FINISHED_KEPT_MS) } } });
    const free = LANES - this.#running.size;
    if (free <= 0) return [];
    const due = await db.webhookDelivery.groupBy({
      by: ["webhookId"],
      where: { state: "pending", nextAttemptAt: { lte: now }, webhookId: { notIn: [...this.#running.keys()] }, webhook: { enabled: true } },
      _min: { nextAttemptAt: true },
      orderBy: { _min: { nextAttemptAt: "asc" } },
      take: free,
    });
    return due.map(({ webhookId }) => {
      const lane = this.#lane(webhookId, now).finally(() => this.#running.delete(webhookId));
      this.#running.set(webhookId, lane);
      return lane;
    });
  }

  /** Resolves when no lane runs here any more. */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running.values()]);
  }

  async #lane(webhookId: string, now: Date): Promise<number> {
    const started = Date.now();
    const budgetMs = LANE_BUDGET_FACTOR * (this.#settings.timeoutMs ?? DELIVERY_TIMEOUT_MS);
    const rows = await this.#db.webhookDelivery.findMany({
      where: { webhookId, state: "pending", nextAttemptAt: { lte: now } },
      orderBy: [{ nextAttemptAt: "asc" }, { createdAt: "asc" }],
      take: SENDS_PER_LANE,
      select: { id: true },
    });
    let attempted = 0;
    for (const { id } of rows) {
      if (Date.now() - started >= budgetMs) break;
      let outcome;
      try {
        outcome = await deliverOne(this.#db, this.#settings, id, now);
      } catch (error) {
        this.#settings.log?.(`webhook delivery ${id} not recorded: ${errorForLog(error)}`);
      }
      if (outcome) attempted++;
      // a receiver that failed (down, hanging, refusing) is tried with its next delivery at a later poll, not now
      if (outcome === "failed") break;
    }
    return attempted;
  }
}

/**
 * Sends the due deliveries of the outbox once, a lane per webhook, and waits for the lanes; answers how many deliveries
 * were attempted. The server's scheduler dispatches without waiting (lib/webhooks/delivery-work.ts).
 */
export async function deliverDue(db: Db, settings: DeliverySettings, now: Date = new Date()): Promise<number> {
  const counts = await Promise.all(await new DeliveryLanes(db, settings).dispatch(now));
  return counts.reduce((sum, count) => sum + count, 0);
}
