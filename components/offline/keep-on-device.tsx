"use client";

import { unstable_rethrow } from "next/navigation";
import { useRef, useState, type ComponentProps } from "react";
import { FlightForm } from "@/components/flights/flight-form";
import type { FormState } from "@/components/ui/form-state";
import { fieldsOfForm } from "./outbox-fields";
import { newOutboxKey } from "./outbox-key";
import { newEntry } from "./outbox-rules";
import { addOutboxEntries } from "./outbox-store";
import { summaryOnDevice } from "./picker-data";

const UNREACHABLE = "The server could not be reached, so the flight is not saved yet. Nothing you typed is lost.";

type Props = ComponentProps<typeof FlightForm> & { userId: string };

/**
 * The add form online, which does not lose a flight when the network drops at the save: each form carries a key (the
 * hidden idempotencyKey), and when the save cannot reach the server the flight can be kept in the outbox under that
 * same key, so a save that did reach the server is answered, not doubled, when the outbox sends it.
 */
export function KeepOnDeviceFlightForm({ userId, action, ...form }: Props) {
  const key = useRef<string | null>(null);
  const [unsent, setUnsent] = useState<FormData | null>(null);
  const [kept, setKept] = useState<"kept" | "failed" | null>(null);
  const [formKey, setFormKey] = useState(0);

  async function save(state: FormState, posted: FormData): Promise<FormState> {
    key.current ??= newOutboxKey();
    posted.set("idempotencyKey", key.current);
    setUnsent(null);
    try {
      return await action(state, posted);
    } catch (error) {
      // a redirect (saved) or another of Next's own signals goes on; anything else is the network failing
      unstable_rethrow(error);
      setUnsent(posted);
      return { message: UNREACHABLE };
    }
  }

  async function keep() {
    if (!unsent || !key.current) return;
    try {
      const fields = fieldsOfForm(unsent);
      await addOutboxEntries([newEntry(key.current, userId, fields, Date.now(), await summaryOnDevice(fields))]);
    } catch {
      setKept("failed");
      return;
    }
    key.current = null;
    setUnsent(null);
    setKept("kept");
    setFormKey((n) => n + 1);
  }

  return (
    <div className="space-y-4">
      <div role="status" aria-live="polite">
        {kept === "kept" ? <p className="alert-success">Saved on this device — waiting to sync. It is listed under Flights until it is sent.</p> : null}
        {kept === "failed" ? <p className="alert-error">This device could not keep the flight either. Please try again.</p> : null}
      </div>
      {unsent ? (
        <div className="card flex flex-wrap items-center gap-3">
          <p className="flex-1">No network? Keep the flight on this device: it is sent as soon as the server answers again.</p>
          <button type="button" className="btn btn-primary" onClick={() => void keep()}>
            Keep it on this device and sync later
          </button>
        </div>
      ) : null}
      <FlightForm key={formKey} {...form} action={save} />
    </div>
  );
}
