import Link from "next/link";
import type { JobView } from "./import-types";
import { DroppedList, ReportSummary, SkippedList } from "./report-view";

/** The import under way (its progress) or over (its summary, or why it stopped). */
export function ImportRun({ id, job, onStartOver }: { id: string; job: JobView; onStartOver: () => void }) {
  const running = job.status === "running";
  const finished = job.status === "done" ? job.report : null;
  return (
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
            <button type="button" className="btn" onClick={onStartOver}>
              Import another file
            </button>
          </p>
        </>
      ) : null}
    </section>
  );
}
