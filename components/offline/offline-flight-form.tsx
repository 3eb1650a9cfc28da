"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import { FlightForm } from "@/components/flights/flight-form";
import { emptyFormValues } from "@/components/flights/flight-form-values";
import type { FormState } from "@/components/ui/form-state";
import { localToday } from "@/components/capture/local-today";
import type { OfflineAccount } from "./offline-account";
import { fieldsOfForm, formValuesOfFields } from "./outbox-fields";
import { newOutboxKey } from "./outbox-key";
import { newEntry, type OutboxEntry } from "./outbox-rules";
import { addOutboxEntries, replaceOutboxEntry } from "./outbox-store";
import { preparePickers, searchOnDevice, summaryOnDevice } from "./picker-data";

const searchAirports = searchOnDevice("airports");
const searchAirlines = searchOnDevice("airlines");
const searchAircraft = searchOnDevice("aircraft");

/** Whose form it is: the signed-in account online, the stored one offline. */
export type AccountHolder = Pick<OfflineAccount, "userId" | "displayName">;

interface Props {
  account: AccountHolder;
  /** a refused entry to correct: it is replaced by the corrected flight, under a new key (its body changed) */
  entry?: OutboxEntry;
  onQueued: (entry: OutboxEntry) => void;
}

/**
 * The add form on this device: the same form and checks as online, its pickers searching the bundled data, and its
 * save putting the flight into the outbox, which sends it when the network answers (the server checks it again then).
 */
export function OfflineFlightForm({ account, entry, onQueued }: Props) {
  const t = useTranslations("Offline.add");
  const me = useMemo(() => ({ id: account.userId, label: account.displayName }), [account]);
  useEffect(preparePickers, []);
  const initial = useMemo(() => (entry ? formValuesOfFields(entry.fields, me, localToday()) : emptyFormValues(me.id, me.label, localToday())), [entry, me]);

  async function queue(_state: FormState, form: FormData): Promise<FormState> {
    const fields = fieldsOfForm(form);
    const queued = newEntry(newOutboxKey(), account.userId, fields, Date.now(), await summaryOnDevice(fields));
    try {
      if (entry) await replaceOutboxEntry(entry.key, queued);
      else await addOutboxEntries([queued]);
    } catch {
      return { message: t("notKept") };
    }
    onQueued(queued);
    return {};
  }

  return (
    <FlightForm
      initial={initial}
      action={queue}
      searchAirports={searchAirports}
      searchAirlines={searchAirlines}
      searchAircraft={searchAircraft}
      searchUsers={null}
      me={me}
      submitLabel={entry ? t("saveCorrected") : t("saveOnDevice")}
    />
  );
}
