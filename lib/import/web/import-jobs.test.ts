import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importJobFor, startImportJob, type ImportJob } from "./import-jobs";
import { fixture, startKit, type ImportKit } from "@/test/support/import-test-kit";

let kit: ImportKit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(async () => {
  await kit.test.cleanup();
});

describe("import jobs", () => {
  it("runs an import in the background, one per user, visible to its user only", async () => {
    let ended: (job: ImportJob) => void = () => undefined;
    const finished = new Promise<ImportJob>((resolve) => (ended = resolve));
    const options = { format: "fr24" as const, path: fixture("fr24.csv"), principal: kit.user.principal };
    const job = startImportJob(kit.db, options, ended);
    expect(job.status).toBe("running");
    expect(startImportJob(kit.db, options).id).toBe(job.id);
    expect(importJobFor("someone-else", job.id)).toBeNull();

    const done = await finished;
    expect(done).toMatchObject({ status: "done", error: null, progress: { phase: "done", imported: 6 } });
    expect(importJobFor(kit.user.id, job.id)?.report).toMatchObject({ imported: 6, duplicates: 0 });
    expect(await kit.db.flight.count()).toBe(6);
  });

  it("reports a failure in words fit to show", async () => {
    const failed = await new Promise<ImportJob>((resolve) => {
      startImportJob(kit.db, { format: "jetlog", path: fixture("fr24.csv"), principal: kit.user.principal }, resolve);
    });
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/^Not a Jetlog CSV file: missing columns/);
  });
});
