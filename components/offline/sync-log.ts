import type { FlightBody } from "@/lib/flights/flight-body";
import type { DashboardFigures } from "@/lib/sync/dashboard-figures";
import { applyChanges, readLogState, replaceFlights, storeFigures } from "./offline-log";

/**
 * Keeps the account's offline copy in step with the server through the change feed (GET /sync/flights): the first
 * time a cursor from `since=<now>`, then the whole list, then only the changes; a cursor the server no longer
 * answers (410) starts over. A request that fails means offline: nothing changes and the next round tries again.
 */
export type SyncOutcome = "synced" | "offline" | "signed-out";

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

interface FeedAnswer {
  cursor: string;
  deleted: number[];
  flights: FlightBody[];
}

class SignedOut extends Error {}
class CursorGone extends Error {}
class Unreachable extends Error {}

async function getJson<T>(fetchImpl: Fetch, path: string): Promise<T> {
  let answer: Response;
  try {
    answer = await fetchImpl(path, { credentials: "same-origin", cache: "no-store" });
  } catch {
    throw new Unreachable();
  }
  if (answer.status === 401) throw new SignedOut();
  if (answer.status === 410) throw new CursorGone();
  // a server error or a captive portal's page: no answer to trust, as if offline
  if (!answer.ok || !answer.headers.get("content-type")?.includes("application/json")) throw new Unreachable();
  return (await answer.json()) as T;
}

const feed = (fetchImpl: Fetch, since: string) => getJson<FeedAnswer>(fetchImpl, `/sync/flights?since=${encodeURIComponent(since)}`);

async function syncFromStart(userId: string, fetchImpl: Fetch, now: () => Date): Promise<void> {
  const { cursor } = await feed(fetchImpl, now().toISOString());
  const { flights } = await getJson<{ flights: FlightBody[] }>(fetchImpl, "/sync/flights");
  await replaceFlights(userId, flights, cursor, now().toISOString());
}

async function syncFlights(userId: string, fetchImpl: Fetch, now: () => Date): Promise<void> {
  const { cursor } = await readLogState(userId);
  if (cursor === null) return syncFromStart(userId, fetchImpl, now);
  try {
    const changes = await feed(fetchImpl, cursor);
    await applyChanges(userId, changes.flights, changes.deleted, changes.cursor, now().toISOString());
  } catch (error) {
    if (!(error instanceof CursorGone)) throw error;
    await syncFromStart(userId, fetchImpl, now);
  }
}

export async function syncLog(userId: string, fetchImpl: Fetch = fetch, now: () => Date = () => new Date()): Promise<SyncOutcome> {
  try {
    await syncFlights(userId, fetchImpl, now);
    const { stats, countries } = await getJson<DashboardFigures>(fetchImpl, "/sync/stats");
    await storeFigures(userId, { stats, countries }, now().toISOString());
    return "synced";
  } catch (error) {
    if (error instanceof SignedOut) return "signed-out";
    if (error instanceof Unreachable || error instanceof CursorGone) return "offline";
    throw error;
  }
}
