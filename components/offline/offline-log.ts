import type { FlightBody } from "@/lib/flights/flight-body";
import type { DashboardFigures } from "@/lib/sync/dashboard-figures";
import { openDatabase, requestResult, transactionDone, withDatabase } from "./idb";
import { LOG_DATABASE } from "./offline-names";

/**
 * The account's read-only copy of its log in IndexedDB (contrail-log): the flights as last synced, the change feed's
 * cursor, the dashboard's last figures and when each was synced. Every record carries its userId and every read
 * names the account, so a copy of one account is never read for another.
 */
export interface LogState {
  userId: string;
  /** the feed's cursor, the next `since`; null until the first whole list is stored */
  cursor: string | null;
  /** when the flights were last synced (ISO) */
  syncedAt: string | null;
  figures: DashboardFigures | null;
  figuresAt: string | null;
}

interface StoredFlight {
  userId: string;
  id: number;
  flight: FlightBody;
}

const FLIGHTS = "flights";
const STATE = "state";
const BY_USER = "userId";

function openLog(): Promise<IDBDatabase> {
  return openDatabase(LOG_DATABASE, 1, (db) => {
    db.createObjectStore(FLIGHTS, { keyPath: ["userId", "id"] }).createIndex(BY_USER, "userId");
    db.createObjectStore(STATE, { keyPath: "userId" });
  });
}

const EMPTY = (userId: string): LogState => ({ userId, cursor: null, syncedAt: null, figures: null, figuresAt: null });

export async function readLogState(userId: string): Promise<LogState> {
  return withDatabase(openLog, async (db) => {
    const stored = await requestResult(db.transaction(STATE).objectStore(STATE).get(userId));
    return (stored as LogState | undefined) ?? EMPTY(userId);
  });
}

/** Newest first, as the flight list shows them: by departure (or the date), then the larger id. */
export function newestFirst(a: FlightBody, b: FlightBody): number {
  const at = (flight: FlightBody) => (flight.departure ? Date.parse(flight.departure) : Date.parse(`${flight.date}T00:00:00Z`));
  return at(b) - at(a) || b.id - a.id;
}

export async function readFlights(userId: string): Promise<FlightBody[]> {
  return withDatabase(openLog, async (db) => {
    const rows = (await requestResult(db.transaction(FLIGHTS).objectStore(FLIGHTS).index(BY_USER).getAll(userId))) as StoredFlight[];
    return rows.map((row) => row.flight).sort(newestFirst);
  });
}

/** One write of the flights and the state together: the cursor never runs ahead of the flights it covers. */
async function writeLog(userId: string, write: (flights: IDBObjectStore, state: LogState) => Promise<void> | void, change: Partial<LogState>): Promise<void> {
  await withDatabase(openLog, async (db) => {
    const transaction = db.transaction([FLIGHTS, STATE], "readwrite");
    const done = transactionDone(transaction);
    const stateStore = transaction.objectStore(STATE);
    const state = ((await requestResult(stateStore.get(userId))) as LogState | undefined) ?? EMPTY(userId);
    await write(transaction.objectStore(FLIGHTS), state);
    stateStore.put({ ...state, ...change, userId });
    await done;
  });
}

function putFlights(store: IDBObjectStore, userId: string, flights: readonly FlightBody[]): void {
  for (const flight of flights) store.put({ userId, id: flight.id, flight } satisfies StoredFlight);
}

/** The whole list: replaces the account's stored flights. */
export async function replaceFlights(userId: string, flights: readonly FlightBody[], cursor: string, syncedAt: string): Promise<void> {
  await writeLog(
    userId,
    async (store) => {
      const keys = await requestResult(store.index(BY_USER).getAllKeys(userId));
      for (const key of keys) store.delete(key);
      putFlights(store, userId, flights);
    },
    { cursor, syncedAt },
  );
}

/** The change feed's answer: changed flights replace theirs by id, tombstones delete. */
export async function applyChanges(userId: string, changed: readonly FlightBody[], deleted: readonly number[], cursor: string, syncedAt: string): Promise<void> {
  await writeLog(
    userId,
    (store) => {
      for (const id of deleted) store.delete([userId, id]);
      putFlights(store, userId, changed);
    },
    { cursor, syncedAt },
  );
}

export async function storeFigures(userId: string, figures: DashboardFigures, figuresAt: string): Promise<void> {
  await writeLog(userId, () => undefined, { figures, figuresAt });
}
