import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { getConfig } from "@/lib/config";
import { InputError, NotFoundError, PayloadTooLargeError, TooManyUploadsError } from "@/lib/errors";
import { maxImportBytes } from "../read/text-source";

/**
 * Files uploaded on Settings → Import, kept on disk between the dry run and the import (streamed there, never held in
 * memory). Each belongs to the user who sent it; a file older than a day is swept away.
 */

export interface StoredUpload {
  token: string;
  path: string;
  name: string;
  size: number;
  /** the number of rows a dry run read from the whole file without a fault, once one has */
  checkedRows: number | null;
}

interface UploadMeta {
  userId: string;
  name: string;
  size: number;
  createdAt: number;
  checkedRows?: number;
}

const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const TOKEN_RE = /^[0-9a-f]{32}$/;

function root(): string {
  return getConfig().importUploadDir;
}

const dataPath = (token: string) => path.join(root(), `${token}.data`);
const metaPath = (token: string) => path.join(root(), `${token}.json`);

/** Counts bytes on their way to disk and stops the upload past the limit. */
function sizeLimit(max: number, counter: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      if (counter.bytes > max) done(new PayloadTooLargeError());
      else done(null, chunk);
    },
  });
}

/**
 * Uploads one user may have waiting at once, so nobody can fill the disk with files never imported: a new upload
 * replaces the user's oldest waiting one (a wizard left open long ago), rather than locking them out for a day.
 */
export const MAX_PENDING_UPLOADS = 3;
/** Uploads one user may be sending at once; each may grow to the size limit before it is counted as waiting. */
export const MAX_UPLOADS_IN_FLIGHT = 2;

const uploadsInFlight = new Map<string, number>();

export async function saveUpload(userId: string, name: string, body: ReadableStream<Uint8Array> | null): Promise<StoredUpload> {
  if (!body) throw new InputError("No file was sent");
  const sending = uploadsInFlight.get(userId) ?? 0;
  if (sending >= MAX_UPLOADS_IN_FLIGHT) {
    throw new TooManyUploadsError("Another upload of yours is still on its way. Please wait until it has finished, then try again.");
  }
  uploadsInFlight.set(userId, sending + 1);
  try {
    return await storeUpload(userId, name, body);
  } finally {
    const left = (uploadsInFlight.get(userId) ?? 1) - 1;
    if (left > 0) uploadsInFlight.set(userId, left);
    else uploadsInFlight.delete(userId);
  }
}

async function storeUpload(userId: string, name: string, body: ReadableStream<Uint8Array>): Promise<StoredUpload> {
  await mkdir(root(), { recursive: true, mode: 0o700 });
  await sweepOldUploads();
  const token = randomBytes(16).toString("hex");
  const counter = { bytes: 0 };
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), sizeLimit(maxImportBytes(), counter), createWriteStream(dataPath(token), { mode: 0o600 }));
  } catch (error) {
    await rm(dataPath(token), { force: true });
    if (error instanceof PayloadTooLargeError) throw error;
    throw new InputError("The upload was interrupted");
  }
  if (counter.bytes === 0) {
    await rm(dataPath(token), { force: true });
    throw new InputError("The import file is empty");
  }
  const meta: UploadMeta = { userId, name: cleanName(name), size: counter.bytes, createdAt: Date.now() };
  await writeFile(metaPath(token), JSON.stringify(meta), { mode: 0o600 });
  await dropOldestUploadsBeyondLimit(userId);
  return { token, path: dataPath(token), name: meta.name, size: meta.size, checkedRows: null };
}

/** The user's upload with this token; NotFoundError when there is none (or it is someone else's). */
export async function uploadFor(userId: string, token: string): Promise<StoredUpload> {
  const missing = new NotFoundError("The uploaded file is no longer there; please upload it again");
  if (!TOKEN_RE.test(token)) throw missing;
  let meta: UploadMeta;
  try {
    meta = JSON.parse(await readFile(metaPath(token), "utf8")) as UploadMeta;
    await stat(dataPath(token));
  } catch {
    throw missing;
  }
  if (meta.userId !== userId) throw missing;
  return { token, path: dataPath(token), name: meta.name, size: meta.size, checkedRows: meta.checkedRows ?? null };
}

/** Notes that a dry run read the whole (unchangeable) file without a fault, so the import need not read it twice. */
export async function markUploadChecked(userId: string, token: string, rows: number): Promise<void> {
  const upload = await uploadFor(userId, token);
  const meta = JSON.parse(await readFile(metaPath(upload.token), "utf8")) as UploadMeta;
  await writeFile(metaPath(upload.token), JSON.stringify({ ...meta, checkedRows: rows }), { mode: 0o600 });
}

export async function discardUpload(userId: string, token: string): Promise<void> {
  const upload = await uploadFor(userId, token).catch(() => null);
  if (!upload) return;
  await rm(dataPath(token), { force: true });
  await rm(metaPath(token), { force: true });
}

/** Keeps the user's newest MAX_PENDING_UPLOADS uploads; counted after writing, so two at once cannot both slip by. */
async function dropOldestUploadsBeyondLimit(userId: string): Promise<void> {
  const mine: { token: string; createdAt: number }[] = [];
  for (const entry of await readdir(root())) {
    if (!entry.endsWith(".json")) continue;
    const meta = await readFile(path.join(root(), entry), "utf8").then((text) => JSON.parse(text) as UploadMeta, () => null);
    if (meta?.userId === userId) mine.push({ token: entry.slice(0, -".json".length), createdAt: meta.createdAt });
  }
  mine.sort((a, b) => b.createdAt - a.createdAt || a.token.localeCompare(b.token));
  for (const { token } of mine.slice(MAX_PENDING_UPLOADS)) {
    await rm(dataPath(token), { force: true });
    await rm(metaPath(token), { force: true });
  }
}

async function sweepOldUploads(): Promise<void> {
  try {
    const now = Date.now();
    for (const entry of await readdir(root())) {
      const file = path.join(root(), entry);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > MAX_AGE_MS) await rm(file, { force: true });
    }
  } catch {
    // sweeping is best effort
  }
}

function cleanName(name: string): string {
  const base = name.replace(/[\u0000-\u001f\u007f]/g, "").split(/[\\/]/).pop() ?? "";
  return base.slice(0, 200) || "upload";
}
