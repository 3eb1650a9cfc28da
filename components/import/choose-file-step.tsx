import type { ImportFormat } from "@/lib/import/formats";
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
  formats: { value: ImportFormat; label: string }[];
  canMatchUsers: boolean;
  maxMegabytes: number;
}) {
  const { file, setFile, chosenFormat, setChosenFormat, matchUsers, setMatchUsers, upload, report, busy, choices, check, uploadAndCheck } = wizard;
  return (
    <form onSubmit={uploadAndCheck} className="card space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-semibold">
        1. Choose a file
      </h2>
      <div>
        <label className="label" htmlFor={`${id}-file`}>
          Export file
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
          Up to {maxMegabytes} MB. Nothing is written until you confirm after the check.
        </p>
      </div>
      <div>
        <label className="label" htmlFor={`${id}-format`}>
          Format
        </label>
        <select id={`${id}-format`} className="input" value={chosenFormat} onChange={(event) => setChosenFormat(event.target.value as ImportFormat | "")}>
          <option value="">Tell from the file</option>
          {formats.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {canMatchUsers ? (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" checked={matchUsers} onChange={(event) => setMatchUsers(event.target.checked)} />
          <span>Give seats of other users in the file to the users of the same name here (restoring an installation). Otherwise they become guests.</span>
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={!file || busy !== null}>
          Upload and check
        </button>
        {upload && report === null && !busy ? (
          <button type="button" className="btn" onClick={() => void check(upload, choices)}>
            Check again
          </button>
        ) : null}
      </div>
    </form>
  );
}
