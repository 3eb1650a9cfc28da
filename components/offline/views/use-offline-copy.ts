"use client";

import { useEffect, useState } from "react";
import type { FlightBody } from "@/lib/flights/flight-body";
import { currentOfflineAccount, type OfflineAccount } from "../offline-account";
import { readFlights, readLogState, type LogState } from "../offline-log";

export type OfflineCopy =
  | { status: "loading" }
  | { status: "none" }
  | { status: "ready"; account: OfflineAccount; state: LogState; flights: FlightBody[] };

/** The stored account's copy of its log, read once when the shell opens; only that account's records are read. */
export function useOfflineCopy(): OfflineCopy {
  const [copy, setCopy] = useState<OfflineCopy>({ status: "loading" });
  useEffect(() => {
    let live = true;
    (async (): Promise<OfflineCopy> => {
      const account = await currentOfflineAccount();
      if (!account) return { status: "none" };
      const [state, flights] = await Promise.all([readLogState(account.userId), readFlights(account.userId)]);
      return { status: "ready", account, state, flights };
    })()
      .catch((): OfflineCopy => ({ status: "none" }))
      .then((next) => live && setCopy(next));
    return () => {
      live = false;
    };
  }, []);
  return copy;
}
