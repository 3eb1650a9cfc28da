"use client";

import { useTranslations } from "next-intl";
import { ScanPass } from "@/components/capture/scan-pass";
import { useFormats } from "@/components/format/use-formats";
import { inlineLink, PageHeading } from "@/components/ui/page-heading";
import type { ReviewedLeg } from "@/lib/capture/scan/pass-legs";
import type { OfflineAccount } from "./offline-account";
import { fieldsOfLeg, PASS_LEG_FIELD } from "./outbox-fields";
import { entryTitle } from "./outbox-entry-text";
import { newOutboxKey } from "./outbox-key";
import { newEntry } from "./outbox-rules";
import { addOutboxEntries } from "./outbox-store";
import { WaitingToSync } from "./waiting-to-sync";

/**
 * /flights/new/scan without the network (rendered by the offline shell): the pass is read in the browser as online;
 * each reviewed leg goes into the outbox as a flight of its own, with its own key, and the server checks at sync
 * that it is not a flight the user already has.
 */
export function OfflineScan({ account }: { account: OfflineAccount }) {
  const t = useTranslations("Offline.scan");
  const f = useFormats(account);
  // The user's earlier flights are on the server: the scan says it could not check them, and the sync does.
  const review = () => Promise.reject(new Error("offline"));
  const addSeat = async () => ({ message: t("addSeatNeedsNetwork") });

  async function keep(legs: ReviewedLeg[]) {
    const now = Date.now();
    // one after another in the pass's order, so they are sent in it
    const entries = legs.map((leg, index) => newEntry(newOutboxKey(), account.userId, { ...fieldsOfLeg(leg, account.userId), [PASS_LEG_FIELD]: "1" }, now + index));
    try {
      await addOutboxEntries(entries);
    } catch {
      return { message: t("notKept") };
    }
    return { kept: entries.map((entry) => entryTitle(entry, f)) };
  }

  return (
    <div className="space-y-6">
      <PageHeading title={t("title")}>{t.rich("intro", { type: inlineLink("/flights/new") })}</PageHeading>
      <ScanPass review={review} save={keep} addSeat={addSeat} />
      <WaitingToSync account={account} />
    </div>
  );
}
