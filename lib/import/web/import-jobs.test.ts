import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BusyError } from "@/lib/errors";
import { createUser } from "@/test/support/fixtures";
import { writeFr24File } from "@/test/support/fr24-file";
import { fixture, startKit, type ImportKit } from "@/test/support/import-test-kit";
import { dryRunImport, importJobFor, startImportJob, STOPPED_BY_SHUTDOWN, stopImportJobs, type ImportJob } from "./import-jobs";
import { BUSY_SERVER_MESSAGE, BUSY_USER_MESSAGE } from "./import-slots";

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

  it("runs one import or dry run per user at a time: a second is refused with a clear message", async () => {
    const options = { format: "fr24" as const, path: fixture("fr24.csv"), principal: kit.user.principal };
    const first = dryRunImport(kit.db, options);
    await expect(dryRunImport(kit.db, options)).rejects.toThrow(new BusyError(BUSY_USER_MESSAGE));
    expect(() => startImportJob(kit.db, options)).toThrow(new BusyError(BUSY_USER_MESSAGE));
    expect((await first).rows).toBe(10);

    // while an import runs, its user's dry runs wait for it
    const ended = new Promise<ImportJob>((resolve) => startImportJob(kit.db, options, resolve));
    await expect(dryRunImport(kit.db, options)).rejects.toThrow(new BusyError(BUSY_USER_MESSAGE));
    expect((await ended).status).toBe("done");
    expect((await dryRunImport(kit.db, options)).rows).toBe(10);
  });

  it("runs at most 2 imports and dry runs at once per server (IMPORT_CONCURRENCY)", async () => {
    const users = await Promise.all(["second", "third", "fourth"].map((username) => createUser(kit.db, { username })));
    const options = (index: number) => ({ format: "fr24" as const, path: fixture("fr24.csv"), principal: users[index]!.principal });
    const running = [dryRunImport(kit.db, options(0)), dryRunImport(kit.db, options(1))];
    await expect(dryRunImport(kit.db, options(2))).rejects.toThrow(new BusyError(BUSY_SERVER_MESSAGE));
    expect(() => startImportJob(kit.db, options(2))).toThrow(new BusyError(BUSY_SERVER_MESSAGE));
    await Promise.all(running);
    expect((await dryRunImport(kit.db, options(2))).rows).toBe(10);
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
