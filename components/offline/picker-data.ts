import type { ComboOption } from "@/components/ui/combobox";
import { OFFLINE_PICKERS_PATH, type OfflinePickers } from "@/lib/reference/offline-pickers";
import { summaryOf, type OutboxSummary } from "./outbox-rules";
import { indexPickers, searchPickers, shortAirportCode, type PickerIndex } from "./picker-search";

let loading: Promise<PickerIndex> | null = null;

/** The picker data, fetched once per page (the service worker answers it offline) and indexed; a failure is tried again next time. */
function pickerIndex(): Promise<PickerIndex> {
  loading ??= fetch(OFFLINE_PICKERS_PATH)
    .then((res) => {
      if (!res.ok) throw new Error(`picker data: ${res.status}`);
      return res.json() as Promise<OfflinePickers>;
    })
    .then(indexPickers)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Starts fetching and indexing the data as the form opens, so the first search does not wait for it. */
export function preparePickers(): void {
  pickerIndex().catch(() => undefined);
}

/** A picker's search on this device, for the add form offline. */
export function searchOnDevice(kind: keyof PickerIndex): (query: string) => Promise<ComboOption[]> {
  return async (query) => searchPickers(await pickerIndex(), kind, query);
}

/** An entry's summary with its airports by their short codes ("ZRH → LHR", not "LSZH → EGLL"); the codes as posted when the data cannot be read. */
export async function summaryOnDevice(fields: Record<string, string>): Promise<OutboxSummary> {
  const summary = summaryOf(fields);
  const index = await pickerIndex().catch(() => null);
  return index ? { ...summary, from: shortAirportCode(index, summary.from), to: shortAirportCode(index, summary.to) } : summary;
}
