import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { NotFoundError, PayloadTooLargeError, TooManyUploadsError } from "@/lib/errors";
import { createTestDb, type TestDb } from "@/test/support/test-db";
import { sweepImportData, UPLOAD_MAX_AGE_MS } from "./import-sweep";
import { discardUpload, markUploadChecked, MAX_PENDING_UPLOADS, MAX_UPLOADS_IN_FLIGHT, saveUpload, UPLOAD_CHUNK_BYTES, uploadFor, withUploadFile } from "./upload-store";

let dir: string;
let test: TestDb;
let db: Db;
/** a second client on the same database: another instance */
let other: Db;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-uploads-"));
  process.env.IMPORT_UPLOAD_DIR = dir;
  process.env.IMPORT_MAX_BYTES = String(3 * UPLOAD_CHUNK_BYTES);
  test = await createTestDb();
  db = test.db;
  other = createDb(test.url);
});
afterAll(async () => {
  delete process.env.IMPORT_UPLOAD_DIR;
  delete process.env.IMPORT_MAX_BYTES;
  await other.$disconnect();
  await test.cleanup();
  await rm(dir, { recursive: true, force: true });
});

function body(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

describe("upload store", () => {
  it("stores an upload in the database for its owner only", async () => {
    const upload = await saveUpload(db, "user-a", "C:\\exports\\my flights.csv", body("Date,From\n", "2024-01-01,ZRH\n"));
    expect(upload).toMatchObject({ name: "my flights.csv", size: 25, checkedRows: null });
    expect(await withUploadFile(other, upload.token, (file) => readFile(file, "utf8"))).toBe("Date,From\n2024-01-01,ZRH\n");
    expect((await uploadFor(other, "user-a", upload.token)).size).toBe(25);
    await expect(uploadFor(db, "user-b", upload.token)).rejects.toThrow(NotFoundError);
    await expect(uploadFor(db, "user-a", "../../etc/passwd")).rejects.toThrow(NotFoundError);

    await markUploadChecked(db, "user-a", upload.token, 1);
    expect((await uploadFor(other, "user-a", upload.token)).checkedRows).toBe(1);
    await discardUpload(db, "user-b", upload.token);
    expect((await uploadFor(db, "user-a", upload.token)).size).toBe(25);
    await discardUpload(db, "user-a", upload.token);
    await expect(uploadFor(db, "user-a", upload.token)).rejects.toThrow(NotFoundError);
    // the working copies are gone once read
    expect(await readdir(dir)).toEqual([]);
  });

  it("reads back a file of several chunks byte for byte through another client, in rows of at most a chunk", async () => {
    const bytes = randomBytes(2 * UPLOAD_CHUNK_BYTES + 12_345);
    // sent in pieces that do not line up with the chunks
    const pieces = [bytes.subarray(0, 1000), bytes.subarray(1000, UPLOAD_CHUNK_BYTES + 7), bytes.subarray(UPLOAD_CHUNK_BYTES + 7)];
    const upload = await saveUpload(db, "user-c", "big.bin", body(...pieces));
    expect(upload.size).toBe(bytes.length);
    const copy = await withUploadFile(other, upload.token, (file) => readFile(file));
    expect(copy.equals(bytes)).toBe(true);
    const chunks = await other.importUploadChunk.findMany({ where: { uploadId: upload.token }, orderBy: { seq: "asc" } });
    expect(chunks.map((chunk) => chunk.data.length)).toEqual([UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES, 12_345]);
    // the format check reads only the beginning
    expect((await withUploadFile(other, upload.token, (file) => readFile(file), 1)).length).toBe(UPLOAD_CHUNK_BYTES);
  });

  it("stops an upload over the limit and keeps nothing of it", async () => {
    const before = await db.importUpload.count();
    const chunk = new Uint8Array(UPLOAD_CHUNK_BYTES);
    await expect(saveUpload(db, "user-a", "big.csv", body(chunk, chunk, chunk, "x"))).rejects.toThrow(PayloadTooLargeError);
    await expect(saveUpload(db, "user-a", "empty.csv", body())).rejects.toThrow("The import file is empty");
    expect(await db.importUpload.count()).toBe(before);
    expect(await db.importUploadChunk.count({ where: { upload: { userId: "user-a" } } })).toBe(0);
  });

  it("sweeps uploads older than a day, from any instance", async () => {
    const old = await saveUpload(db, "user-d", "old.csv", body("x\n"));
    const fresh = await saveUpload(db, "user-d", "new.csv", body("y\n"));
    await db.importUpload.update({ where: { id: old.token }, data: { createdAt: new Date(Date.now() - UPLOAD_MAX_AGE_MS - 1000) } });
    expect((await sweepImportData(other, new Date())).uploads).toBe(1);
    await expect(uploadFor(db, "user-d", old.token)).rejects.toThrow(NotFoundError);
    expect(await db.importUploadChunk.count({ where: { uploadId: old.token } })).toBe(0);
    expect((await uploadFor(db, "user-d", fresh.token)).size).toBe(2);
  });
});

describe("pending uploads per user", () => {
  it("at most a few wait at once: a new one replaces the user's oldest, and other users are not affected", async () => {
    const others = (await saveUpload(db, "user-r", "f.csv", body("x\n"))).token;
    const tokens: string[] = [];
    for (let i = 0; i <= MAX_PENDING_UPLOADS; i++) {
      tokens.push((await saveUpload(db, "user-q", "f.csv", body("x\n"))).token);
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct creation times
    }
    await expect(uploadFor(db, "user-q", tokens[0]!)).rejects.toThrow(NotFoundError);
    for (const token of tokens.slice(1)) expect((await uploadFor(db, "user-q", token)).size).toBe(2);
    expect((await uploadFor(db, "user-r", others)).size).toBe(2);
  });

  it("a user sends only a few at once; the others wait their turn", async () => {
    const held: ReadableStreamDefaultController<Uint8Array>[] = [];
    const endless = () => new ReadableStream<Uint8Array>({ start: (controller) => void held.push(controller) });
    const sending = Array.from({ length: MAX_UPLOADS_IN_FLIGHT }, () => saveUpload(db, "user-s", "big.csv", endless()));
    await expect(saveUpload(db, "user-s", "f.csv", body("x\n"))).rejects.toThrow(TooManyUploadsError);
    expect((await saveUpload(db, "user-t", "f.csv", body("x\n"))).size).toBe(2);
    // a half-sent upload is nobody's to read
    let halfSent = await db.importUpload.findFirst({ where: { userId: "user-s", complete: false } });
    while (!halfSent) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      halfSent = await db.importUpload.findFirst({ where: { userId: "user-s", complete: false } });
    }
    await expect(uploadFor(db, "user-s", halfSent!.id)).rejects.toThrow(NotFoundError);
    for (const controller of held) {
      controller.enqueue(new TextEncoder().encode("x\n"));
      controller.close();
    }
    await Promise.all(sending);
    expect((await saveUpload(db, "user-s", "f.csv", body("x\n"))).size).toBe(2);
  });
});
