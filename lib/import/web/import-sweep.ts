import type { Db } from "@/lib/db/client";
import { DAY_MS, HOUR_MS } from "@/lib/time/durations";

/** How long an upload waits for its import: a wizard left open longer starts again with a new upload. */
export const UPLOAD_MAX_AGE_MS = DAY_MS;
/** How long the page can still show an ended import's report. */
export const FINISHED_JOB_KEEP_MS = HOUR_MS;

/**
 * Deletes uploads older than a day (unless an unfinished import still reads one) and jobs that ended more than an
 * hour ago. One instance runs it now and then (lib/background/background-work.ts); everything it decides by is in the
 * database.
 */
export async function sweepImportData(db: Db, now: Date): Promise<{ uploads: number; jobs: number }> {
  const uploads = await db.importUpload.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - UPLOAD_MAX_AGE_MS) }, jobs: { none: { activeFor: { not: null } } } },
  });
  const jobs = await db.importJob.deleteMany({ where: { finishedAt: { lt: new Date(now.getTime() - FINISHED_JOB_KEEP_MS) } } });
  return { uploads: uploads.count, jobs: jobs.count };
}
