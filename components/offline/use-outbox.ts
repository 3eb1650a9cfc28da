import { useEffect, useState } from "react";
import type { OutboxEntry } from "./outbox-rules";
import { listOutbox, onOutboxChange } from "./outbox-store";

/** The account's outbox, oldest first, kept current as it changes (in this tab or another); null until read. */
export function useOutboxEntries(userId: string): OutboxEntry[] | null {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void listOutbox(userId)
        .then((list) => live && setEntries(list))
        .catch(() => live && setEntries([]));
    read();
    const unsubscribe = onOutboxChange(read);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [userId]);
  return entries;
}
