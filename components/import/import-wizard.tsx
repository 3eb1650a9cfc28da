"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { ImportFormat } from "@/lib/import/formats";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import { CheckStep } from "./check-step";
import { ChooseFileStep } from "./choose-file-step";
import { useFormatLabel } from "./format-labels";
import { ImportRun } from "./import-run";
import type { ImportActions } from "./import-types";
import { useImportWizard } from "./use-import-wizard";

/**
 * Settings → Import, step by step: upload (streamed to the server), dry run with the rows it would import and those it
 * cannot, choices for unknown names, then the import itself with its progress and a final summary.
 */
export function ImportWizard({
  formats,
  canMatchUsers,
  maxMegabytes,
  display,
  actions,
}: {
  formats: readonly ImportFormat[];
  canMatchUsers: boolean;
  maxMegabytes: number;
  display: DisplayPreferences;
  actions: ImportActions;
}) {
  const t = useTranslations("Import.wizard");
  const formatLabel = useFormatLabel();
  const id = useId();
  const wizard = useImportWizard(actions, maxMegabytes);
  const { upload, report, busy, error, job, format } = wizard;
  const label = (value: ImportFormat | null) => (value ? formatLabel(value) : t("unknownFormat"));

  return (
    <div className="space-y-6">
      {!job ? <ChooseFileStep id={id} wizard={wizard} formats={formats} canMatchUsers={canMatchUsers} maxMegabytes={maxMegabytes} /> : null}

      <div aria-live="polite" className="space-y-2">
        {busy ? (
          <p role="status" className="muted text-sm">
            {busy}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="alert-error">
            {error}
          </p>
        ) : null}
      </div>

      {report && upload && !job ? <CheckStep id={id} wizard={wizard} upload={upload} report={report} formatLabel={label(format)} display={display} actions={actions} /> : null}

      {job ? <ImportRun id={id} job={job} onStartOver={wizard.startOver} /> : null}
    </div>
  );
}
