"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormats } from "@/components/format/use-formats";
import { inlineLink, PageHeading } from "@/components/ui/page-heading";
import type { OfflineAccount } from "./offline-account";
import { OfflineFlightForm } from "./offline-flight-form";
import { entryTitle } from "./outbox-entry-text";
import { WaitingToSync } from "./waiting-to-sync";

/** /flights/new without the network (rendered by the offline shell): the add form, saving into this device's outbox. */
export function OfflineAddFlight({ account }: { account: OfflineAccount }) {
  const t = useTranslations("Offline.add");
  const f = useFormats(account);
  const [kept, setKept] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="space-y-6">
      <PageHeading title={t("title")}>{t.rich("intro", { scan: inlineLink("/flights/new/scan") })}</PageHeading>
      <p role="status" className={kept ? "alert-success" : "sr-only"}>
        {kept ? t("saved", { flight: kept }) : ""}
      </p>
      <OfflineFlightForm
        key={formKey}
        account={account}
        onQueued={(entry) => {
          setKept(entryTitle(entry, f));
          setFormKey((n) => n + 1);
        }}
      />
      <WaitingToSync account={account} />
    </div>
  );
}
