"use client";

import { unstable_rethrow } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState, type ComponentProps } from "react";
import { FlightForm } from "@/components/flights/flight-form";
import type { FormState } from "@/components/ui/form-state";
import { fieldsOfForm } from "./outbox-fields";
import { newOutboxKey } from "./outbox-key";
import { newEntry } from "./outbox-rules";
import { addOutboxEntries } from "./outbox-store";
import { summaryOnDevice } from "./picker-data";

type Props = ComponentProps<typeof FlightForm> & { userId: string };

/**
 * The add form online, which does not lose a flight when the network drops at the save: each form carries a key (the
 * hidden idempotencyKey), and when the save cannot reach the server the flight can be kept in the outbox under that
 * same key, so a save that did reach the server is answered, not doubled, when the outbox sends it.
 */
export function KeepOnDeviceFlightForm({ userId, action, ...form }: Props) {
  const t = useTranslations("Offline.keep");
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
      return { message: t("unreachable") };
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
        {kept === "kept" ? <p className="alert-success">{t("kept")}</p> : null}
        {kept === "failed" ? <p className="alert-error">{t("failed")}</p> : null}
      </div>
      {unsent ? (
        <div className="card flex flex-wrap items-center gap-3">
          <p className="flex-1">{t("offer")}</p>
          <button type="button" className="btn btn-primary" onClick={() => void keep()}>
            {t("keepButton")}
          </button>
        </div>
      ) : null}
      <FlightForm key={formKey} {...form} action={save} />
    </div>
  );
}
