import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BusyError } from "@/lib/errors";
import { createUser } from "@/test/support/fixtures";
import { writeFr24File } from "@/test/support/fr24-file";
import { fixture, startKit, type ImportKit } from "@/test/support/import-test-kit";
import { instance, jobWhenStopped, uploadFile, waitForJob } from "@/test/support/import-upload";
import { claimImportJobs, dryRunImport, importJobFor, startImportJob, stopImportJobs } from "./import-jobs";
import { BUSY_SERVER_MESSAGE, BUSY_USER_MESSAGE } from "./import-slots";

let kit: ImportKit;
let dir: string;
beforeAll(async () => {
  kit = await startKit();
  dir = mkdtempSync(path.join(os.tmpdir(), "contrail-import-jobs-"));
  process.env.IMPORT_UPLOAD_DIR = dir;
});
afterAll(async () => {
  delete process.env.IMPORT_UPLOAD_DIR;
  await kit.test.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

async function request(userId = kit.user.id, file = fixture("fr24.csv")) {
  const principal = userId === kit.user.id ? kit.user.principal : { userId, role: "user" as const };
  return { format: "fr24" as const, token: await uploadFile(kit.db, userId, file), principal };
}

describe("import jobs", () => {
  it("runs an import in the background, one per user, visible to its user only; the upload goes once done", async () => {
    const options = await request();
    const job = await startImportJob(kit.db, options);
    expect(job.status).toBe("running");
    expect((await startImportJob(kit.db, await request())).id).toBe(job.id);
    expect(await importJobFor(kit.db, "someone-else", job.id)).toBeNull();

    const done = await jobWhenStopped(kit.db, kit.user.id, job.id);
    expect(done).toMatchObject({ status: "done", error: null, progress: { phase: "done", imported: 6 } });
    expect(done.report).toMatchObject({ imported: 6, duplicates: 0 });
    expect(await kit.db.flight.count()).toBe(6);
    expect(await kit.db.importUpload.count({ where: { id: options.token } })).toBe(0);
    expect(await kit.db.importJob.findUnique({ where: { id: job.id } })).toMatchObject({ activeFor: null, leaseUntil: null, runner: expect.stringContaining(`:${process.pid}:`) });
  });

  it("reports a failure in words fit to show", async () => {
    const job = await startImportJob(kit.db, { ...(await request()), format: "jetlog" });
    const failed = await jobWhenStopped(kit.db, kit.user.id, job.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/^Not a Jetlog CSV file: missing columns/);
  });

  it("runs one import or dry run per user at a time: a second is refused with a clear message", async () => {
    const options = await request();
    const first = dryRunImport(kit.db, options);
    await expect(dryRunImport(kit.db, options)).rejects.toThrow(new BusyError(BUSY_USER_MESSAGE));
    await expect(startImportJob(kit.db, options)).rejects.toThrow(new BusyError(BUSY_USER_MESSAGE));
    expect((await first).rows).toBe(10);

    // while an import runs, its user's dry runs wait for it
    const job = await startImportJob(kit.db, options);
    await expect(dryRunImport(kit.db, await request())).rejects.toThrow(new BusyError(BUSY_USER_MESSAGE));
    expect((await jobWhenStopped(kit.db, kit.user.id, job.id)).status).toBe("done");
    expect((await dryRunImport(kit.db, await request())).rows).toBe(10);
  });

  it("runs at most 2 imports and dry runs at once per server (IMPORT_CONCURRENCY)", async () => {
    const users = await Promise.all(["second", "third", "fourth"].map((username) => createUser(kit.db, { username })));
    const options = (index: number) => request(users[index]!.id);
    const running = [dryRunImport(kit.db, await options(0)), dryRunImport(kit.db, await options(1))];
    await expect(dryRunImport(kit.db, await options(2))).rejects.toThrow(new BusyError(BUSY_SERVER_MESSAGE));
    await expect(startImportJob(kit.db, await options(2))).rejects.toThrow(new BusyError(BUSY_SERVER_MESSAGE));
    await Promise.all(running);
    expect((await dryRunImport(kit.db, await options(2))).rows).toBe(10);
  });

  it("gives a job back at a batch boundary when the server stops, and carries it on after a restart: each row once", async () => {
    const file = path.join(dir, "many.csv");
    await writeFr24File(file, 3000);
    const user = await createUser(kit.db, { username: "stopped" });
    const before = await kit.db.flight.count();
    const job = await startImportJob(kit.db, { ...(await request(user.id, file)), principal: user.principal, batchSize: 100 });
    await waitForJob(kit.db, job.id, (row) => row.rowsCommitted >= 200);

    expect(await stopImportJobs()).toBe(1);
    const stopped = await kit.db.importJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(stopped).toMatchObject({ status: "queued", runner: null, leaseUntil: null, error: null, activeFor: user.id, attempts: 0 });
    const written = (await kit.db.flight.count()) - before;
    expect(written).toBe(stopped.rowsCommitted);
    expect(written % 100).toBe(0);
    expect(written).toBeLessThan(3000);
    expect(await stopImportJobs()).toBe(0);
    // the page still shows it as running
    expect((await importJobFor(kit.db, user.id, job.id))?.status).toBe("queued");

    // restarted: the instance takes its job again and resumes after the last committed batch
    const [resumed] = await claimImportJobs(instance(kit.db, "restarted"));
    expect(resumed?.id).toBe(job.id);
    await resumed!.ended;
    const done = await importJobFor(kit.db, user.id, job.id);
    expect(done).toMatchObject({ status: "done", report: { rows: 3000, imported: 3000, duplicates: 0, skippedTotal: 0 } });
    expect((await kit.db.flight.count()) - before).toBe(3000);
  });
});
