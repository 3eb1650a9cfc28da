import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importJobFor, startImportJob, STOPPED_BY_SHUTDOWN, stopImportJobs, type ImportJob } from "./import-jobs";
import { createUser } from "@/test/support/fixtures";
import { writeFr24File } from "@/test/support/fr24-file";
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

  it("stops at a batch boundary when the server shuts down: whole batches written, nothing of the next", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "contrail-import-stop-"));
    try {
      const file = path.join(dir, "many.csv");
      await writeFr24File(file, 3000);
      const user = await createUser(kit.db, { username: "stopped" });
      const before = await kit.db.flight.count();
      let ended: (job: ImportJob) => void = () => undefined;
      const finished = new Promise<ImportJob>((resolve) => (ended = resolve));
      const job = startImportJob(kit.db, { format: "fr24", path: file, principal: user.principal, batchSize: 100 }, ended);
      while (job.status === "running" && job.progress.imported < 200) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(job.status).toBe("running");

      expect(await stopImportJobs()).toBe(1);
      expect(job).toMatchObject({ status: "failed", error: STOPPED_BY_SHUTDOWN });
      const written = (await kit.db.flight.count()) - before;
      expect(written).toBe(job.progress.imported);
      expect(written % 100).toBe(0);
      expect(written).toBeLessThan(3000);
      expect((await finished).id).toBe(job.id);
      expect(await stopImportJobs()).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
