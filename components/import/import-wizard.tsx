"use client";

import Link from "next/link";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { ImportFormat } from "@/lib/import/formats";
import type { Clock, DateFormat } from "@/lib/users/display-preferences";
import type { MappingTarget } from "@/lib/import/import-options";
import type { ImportActions, JobView, UnknownKind, WebReport } from "./import-types";
import { MappingEditor, type MappingChoice } from "./mapping-editor";
import { DroppedList, PreviewTable, ReportSummary, SkippedList } from "./report-view";

/**
 * Settings → Import, step by step: upload (streamed to the server), dry run with the rows it would import and those it
 * cannot, choices for unknown names, then the import itself with its progress and a final summary.
 */

interface Upload {
  token: string;
  name: string;
  size: number;
  format: ImportFormat | null;
}

type Choices = Record<UnknownKind, Record<string, MappingChoice>>;
const NO_CHOICES: Choices = { airports: {}, airlines: {}, aircraft: {} };

function mappingOf(choices: Choices): Record<UnknownKind, Record<string, MappingTarget>> {
  const pick = (kind: UnknownKind) => Object.fromEntries(Object.entries(choices[kind]).map(([key, choice]) => [key, choice.target]));
  return { airports: pick("airports"), airlines: pick("airlines"), aircraft: pick("aircraft") };
}

export function ImportWizard({
  formats,
  canMatchUsers,
  maxMegabytes,
  display,
  actions,
}: {
  formats: { value: ImportFormat; label: string }[];
  canMatchUsers: boolean;
  maxMegabytes: number;
  display: { dateFormat: DateFormat; clock: Clock };
  actions: ImportActions;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [chosenFormat, setChosenFormat] = useState<ImportFormat | "">("");
  const [matchUsers, setMatchUsers] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [report, setReport] = useState<WebReport | null>(null);
  const [checkedChoices, setCheckedChoices] = useState<Choices>(NO_CHOICES);
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [job, setJob] = useState<JobView | null>(null);

  const format = chosenFormat || upload?.format || null;
  const label = (value: ImportFormat | null) => formats.find((f) => f.value === value)?.label ?? "unknown";

  // follow a running import
  useEffect(() => {
    if (!job || job.status !== "running") return;
    const timer = setTimeout(async () => {
      const answer = await actions.status(job.id);
      if (answer.ok) setJob(answer.value);
      else setError(answer.message);
    }, 800);
    return () => clearTimeout(timer);
  }, [job, actions]);

  async function check(current: Upload, withChoices: Choices) {
    const fileFormat = chosenFormat || current.format;
    if (!fileFormat) {
      setError("The file's format could not be told from its content: choose it in the list, then check again.");
      return;
    }
    setBusy("Checking the file…");
    setError(null);
    const answer = await actions.preview({ token: current.token, format: fileFormat, matchUsers, mapping: mappingOf(withChoices) });
    setBusy(null);
    if (answer.ok) {
      setReport(answer.value);
      setCheckedChoices(withChoices);
    } else setError(answer.message);
  }

  async function uploadAndCheck(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    setBusy("Uploading…");
    setError(null);
    setReport(null);
    setJob(null);
    setChoices(NO_CHOICES);
    try {
      const response = await fetch("/settings/import/upload", {
        method: "POST",
        body: file,
        headers: { "content-type": "application/octet-stream", "x-file-name": encodeURIComponent(file.name) },
      });
      const body = (await response.json()) as Upload & { message?: string };
      if (!response.ok) throw new Error(body.message ?? "The upload failed.");
      setUpload(body);
      await check(body, NO_CHOICES);
    } catch (failure) {
      setBusy(null);
      setError(failure instanceof Error ? failure.message : "The upload failed.");
    }
  }

  async function startImport() {
    if (!upload || !format) return;
    setBusy(null);
    setError(null);
    const answer = await actions.start({ token: upload.token, format, matchUsers, mapping: mappingOf(checkedChoices) });
    if (answer.ok) setJob(answer.value);
    else setError(answer.message);
  }

  function startOver() {
    setUpload(null);
    setReport(null);
    setJob(null);
    setChoices(NO_CHOICES);
    setCheckedChoices(NO_CHOICES);
    setError(null);
  }

  const choicesChanged = JSON.stringify(mappingOf(choices)) !== JSON.stringify(mappingOf(checkedChoices));
  const running = job?.status === "running";
  const finished = job?.status === "done" ? job.report : null;

  return (
    <div className="space-y-6">
      {!job ? (
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
      ) : null}

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

      {report && upload && !job ? (
        <>
          <section className="card space-y-4" aria-labelledby={`${id}-check`}>
            <h2 id={`${id}-check`} className="text-base font-semibold">
              2. Check: {upload.name} ({label(format)})
            </h2>
            <ReportSummary report={report} done={false} />
            <PreviewTable rows={report.preview} total={report.imported + report.duplicates} display={display} />
          </section>
          <MappingEditor
            unknown={report.unknown}
            choices={choices}
            actions={actions}
            onChoose={(kind, key, choice) =>
              setChoices((previous) => {
                const next = { ...previous, [kind]: { ...previous[kind] } };
                if (choice) next[kind][key] = choice;
                else delete next[kind][key];
                return next;
              })
            }
          />
          <SkippedList report={report} />
          <DroppedList report={report} done={false} />
          <div className="card flex flex-wrap items-center gap-3">
            {choicesChanged ? (
              <button type="button" className="btn btn-primary" onClick={() => void check(upload, choices)} disabled={busy !== null}>
                Check again with these choices
              </button>
            ) : (
              <button type="button" className="btn btn-primary" onClick={() => void startImport()} disabled={busy !== null || report.imported === 0}>
                {report.imported === 0 ? "Nothing new to import" : `3. Import ${report.imported.toLocaleString("en")} ${report.imported === 1 ? "flight" : "flights"}`}
              </button>
            )}
            <button type="button" className="btn" onClick={startOver}>
              Start over
            </button>
          </div>
        </>
      ) : null}

      {job ? (
        <section className="card space-y-4" aria-labelledby={`${id}-run`}>
          <h2 id={`${id}-run`} className="text-base font-semibold">
            {running ? "Importing…" : job.status === "done" ? "Import finished" : "Import stopped"}
          </h2>
          {running ? (
            <div className="space-y-2">
              <progress
                className="h-3 w-full"
                max={job.progress.total ?? undefined}
                value={job.progress.phase === "importing" ? job.progress.processed : undefined}
                aria-label="Import progress"
              />
              <p role="status" className="muted text-sm tabular-nums">
                {job.progress.phase === "checking"
                  ? `Reading the file… ${job.progress.processed.toLocaleString("en")} rows`
                  : `${job.progress.processed.toLocaleString("en")} of ${(job.progress.total ?? 0).toLocaleString("en")} rows · ${job.progress.imported.toLocaleString("en")} imported`}
              </p>
            </div>
          ) : null}
          {job.status === "failed" ? (
            <p role="alert" className="alert-error">
              {job.error} Flights of batches completed before the failure are in your log; importing the file again adds only what is missing.
            </p>
          ) : null}
          {finished ? (
            <>
              <ReportSummary report={finished} done />
              <SkippedList report={finished} />
              <DroppedList report={finished} done />
              <p className="flex flex-wrap gap-3">
                <Link href="/flights" className="btn btn-primary">
                  See your flights
                </Link>
                <button type="button" className="btn" onClick={startOver}>
                  Import another file
                </button>
              </p>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
