import Link from "next/link";
import { useTranslations } from "next-intl";
import type { JobView } from "./import-types";
import { DroppedList, ReportSummary, SkippedList } from "./report-view";

/** The import under way (its progress) or over (its summary, or why it stopped). */
export function ImportRun({ id, job, onStartOver }: { id: string; job: JobView; onStartOver: () => void }) {
  const t = useTranslations("Import.run");
  const running = job.status === "running";
  const finished = job.status === "done" ? job.report : null;
  return (
    <section className="card space-y-4" aria-labelledby={`${id}-run`}>
      <h2 id={`${id}-run`} className="text-base font-semibold">
        {running ? t("running") : job.status === "done" ? t("finished") : t("stopped")}
      </h2>
      {running ? (
        <div className="space-y-2">
          <progress
            className="h-3 w-full"
            max={job.progress.total ?? undefined}
            value={job.progress.phase === "importing" ? job.progress.processed : undefined}
            aria-label={t("progress")}
          />
          <p role="status" className="muted text-sm tabular-nums">
            {job.progress.phase === "checking"
              ? t("reading", { processed: job.progress.processed })
              : t("importing", { processed: job.progress.processed, total: job.progress.total ?? 0, imported: job.progress.imported })}
          </p>
        </div>
      ) : null}
      {job.status === "failed" ? (
        <p role="alert" className="alert-error">
          {t("failed", { reason: job.error ?? "" })}
        </p>
      ) : null}
      {finished ? (
        <>
          <ReportSummary report={finished} done />
          <SkippedList report={finished} />
          <DroppedList report={finished} done />
          <p className="flex flex-wrap gap-3">
            <Link href="/flights" className="btn btn-primary">
              {t("seeFlights")}
            </Link>
            <button type="button" className="btn" onClick={onStartOver}>
              {t("another")}
            </button>
          </p>
        </>
      ) : null}
    </section>
  );
}
