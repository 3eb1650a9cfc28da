import { useTranslations } from "next-intl";
import type { ImportFormat } from "@/lib/import/formats";
import { useFormatLabel } from "./format-labels";
import type { ImportWizardState } from "./use-import-wizard";

/** Step 1: the file, its format (told from the content unless chosen) and, for an admin, matching users by name. */
export function ChooseFileStep({
  id,
  wizard,
  formats,
  canMatchUsers,
  maxMegabytes,
}: {
  id: string;
  wizard: ImportWizardState;
  formats: readonly ImportFormat[];
  canMatchUsers: boolean;
  maxMegabytes: number;
}) {
  const t = useTranslations("Import.choose");
  const formatLabel = useFormatLabel();
  const { file, setFile, chosenFormat, setChosenFormat, matchUsers, setMatchUsers, upload, report, busy, choices, check, uploadAndCheck } = wizard;
  return (
    <form onSubmit={uploadAndCheck} className="card space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t("title")}
      </h2>
      <div>
        <label className="label" htmlFor={`${id}-file`}>
          {t("file")}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          className="input"
          accept=".csv,.txt,.json,.ics,text/csv,text/plain,application/json,text/calendar"
          required
          aria-describedby={`${id}-file-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-file-hint`} className="hint">
          {t("fileHint", { max: maxMegabytes })}
        </p>
      </div>
      <div>
        <label className="label" htmlFor={`${id}-format`}>
          {t("format")}
        </label>
        <select id={`${id}-format`} className="input" value={chosenFormat} onChange={(event) => setChosenFormat(event.target.value as ImportFormat | "")}>
          <option value="">{t("formatFromFile")}</option>
          {formats.map((format) => (
            <option key={format} value={format}>
              {formatLabel(format)}
            </option>
          ))}
        </select>
      </div>
      {canMatchUsers ? (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" checked={matchUsers} onChange={(event) => setMatchUsers(event.target.checked)} />
          <span>{t("matchUsers")}</span>
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={!file || busy !== null}>
          {t("upload")}
        </button>
        {upload && report === null && !busy ? (
          <button type="button" className="btn" onClick={() => void check(upload, choices)}>
            {t("checkAgain")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
