import { useTranslations } from "next-intl";
import type { DisplayPreferences } from "@/lib/users/display-preferences";
import type { ImportActions, WebReport } from "./import-types";
import { MappingEditor } from "./mapping-editor";
import { DroppedList, PreviewTable, ReportSummary, SkippedList } from "./report-view";
import type { ImportWizardState, Upload } from "./use-import-wizard";

/** Step 2: what the dry run found, the choices for unknown names, and the button that checks again or imports. */
export function CheckStep({
  id,
  wizard,
  upload,
  report,
  formatLabel,
  display,
  actions,
}: {
  id: string;
  wizard: ImportWizardState;
  upload: Upload;
  report: WebReport;
  formatLabel: string;
  display: DisplayPreferences;
  actions: ImportActions;
}) {
  const t = useTranslations("Import.check");
  const { choices, choose, choicesChanged, busy, check, startImport, startOver } = wizard;
  return (
    <>
      <section className="card space-y-4" aria-labelledby={`${id}-check`}>
        <h2 id={`${id}-check`} className="text-base font-semibold">
          {t("title", { file: upload.name, format: formatLabel })}
        </h2>
        <ReportSummary report={report} done={false} />
        <PreviewTable rows={report.preview} total={report.imported + report.duplicates} display={display} />
      </section>
      <MappingEditor unknown={report.unknown} choices={choices} actions={actions} onChoose={choose} />
      <SkippedList report={report} />
      <DroppedList report={report} done={false} />
      <div className="card flex flex-wrap items-center gap-3">
        {choicesChanged ? (
          <button type="button" className="btn btn-primary" onClick={() => void check(upload, choices)} disabled={busy !== null}>
            {t("checkAgain")}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => void startImport()} disabled={busy !== null || report.imported === 0}>
            {report.imported === 0 ? t("nothingNew") : t("import", { count: report.imported })}
          </button>
        )}
        <button type="button" className="btn" onClick={startOver}>
          {t("startOver")}
        </button>
      </div>
    </>
  );
}
