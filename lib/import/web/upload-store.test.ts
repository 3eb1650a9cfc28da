import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotFoundError, PayloadTooLargeError, TooManyUploadsError } from "@/lib/errors";
import { discardUpload, markUploadChecked, MAX_PENDING_UPLOADS, MAX_UPLOADS_IN_FLIGHT, saveUpload, uploadFor } from "./upload-store";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "contrail-uploads-"));
  process.env.IMPORT_UPLOAD_DIR = dir;
  process.env.IMPORT_MAX_BYTES = "1000";
});
afterAll(async () => {
  delete process.env.IMPORT_UPLOAD_DIR;
  delete process.env.IMPORT_MAX_BYTES;
  await rm(dir, { recursive: true, force: true });
});

function body(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe("upload store", () => {
  it("streams an upload to disk for its owner only", async () => {
    const upload = await saveUpload("user-a", "C:\\exports\\my flights.csv", body("Date,From\n", "2024-01-01,ZRH\n"));
    expect(upload).toMatchObject({ name: "my flights.csv", size: 25, checkedRows: null });
    expect(await readFile(upload.path, "utf8")).toBe("Date,From\n2024-01-01,ZRH\n");
    expect((await uploadFor("user-a", upload.token)).path).toBe(upload.path);
    await expect(uploadFor("user-b", upload.token)).rejects.toThrow(NotFoundError);
    await expect(uploadFor("user-a", "../../etc/passwd")).rejects.toThrow(NotFoundError);

    await markUploadChecked("user-a", upload.token, 1);
    expect((await uploadFor("user-a", upload.token)).checkedRows).toBe(1);
    await discardUpload("user-b", upload.token);
    expect((await uploadFor("user-a", upload.token)).size).toBe(25);
    await discardUpload("user-a", upload.token);
    await expect(uploadFor("user-a", upload.token)).rejects.toThrow(NotFoundError);
  });

  it("stops an upload over the limit and keeps nothing of it", async () => {
    const before = await readdir(dir);
    await expect(saveUpload("user-a", "big.csv", body("x".repeat(600), "y".repeat(600)))).rejects.toThrow(PayloadTooLargeError);
    await expect(saveUpload("user-a", "empty.csv", body())).rejects.toThrow("The import file is empty");
    expect(await readdir(dir)).toEqual(before);
  });
});

describe("pending uploads per user", () => {
  it("at most a few wait at once: a new one replaces the user's oldest, and other users are not affected", async () => {
    const others = (await saveUpload("user-r", "f.csv", body("x\n"))).token;
    const tokens: string[] = [];
    for (let i = 0; i <= MAX_PENDING_UPLOADS; i++) {
      tokens.push((await saveUpload("user-q", "f.csv", body("x\n"))).token);
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct creation times
    }
    await expect(uploadFor("user-q", tokens[0]!)).rejects.toThrow(NotFoundError);
    for (const token of tokens.slice(1)) expect((await uploadFor("user-q", token)).size).toBe(2);
    expect((await uploadFor("user-r", others)).size).toBe(2);
  });

  it("a user sends only a few at once; the others wait their turn", async () => {
    const held: ReadableStreamDefaultController<Uint8Array>[] = [];
    const endless = () => new ReadableStream<Uint8Array>({ start: (controller) => void held.push(controller) });
    const sending = Array.from({ length: MAX_UPLOADS_IN_FLIGHT }, () => saveUpload("user-s", "big.csv", endless()));
    await expect(saveUpload("user-s", "f.csv", body("x\n"))).rejects.toThrow(TooManyUploadsError);
    expect((await saveUpload("user-t", "f.csv", body("x\n"))).size).toBe(2);
    for (const controller of held) {
      controller.enqueue(new TextEncoder().encode("x\n"));
      controller.close();
    }
    await Promise.all(sending);
    expect((await saveUpload("user-s", "f.csv", body("x\n"))).size).toBe(2);
  });
});
