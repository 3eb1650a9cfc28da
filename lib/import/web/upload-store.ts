import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { InputError, NotFoundError, PayloadTooLargeError, TooManyUploadsError } from "@/lib/errors";
import { maxImportBytes } from "../read/text-source";
import { UPLOAD_MAX_AGE_MS } from "./import-sweep";

/**
 * Files uploaded on Settings → Import, kept in the database between the dry run and the import, so every instance
 * sharing it can read them (and take over an import whose instance died). The bytes arrive, are stored and are read
 * back in chunks of at most UPLOAD_CHUNK_BYTES, never whole in memory. Each upload belongs to the user who sent it;
 * one older than a day is swept away (import-sweep.ts).
 */

export interface StoredUpload {
  token: string;
  name: string;
  size: number;
  /** the number of rows a dry run read from the whole file without a fault, once one has */
  checkedRows: number | null;
}

/** The bytes of one chunk row: small enough for any statement, large enough that a 32 MB file is a few dozen rows. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
const TOKEN_RE = /^[0-9a-f]{32}$/;

/**
 * Uploads one user may have waiting at once, so nobody can fill the database with files never imported: a new upload
 * replaces the user's oldest waiting one (a wizard left open long ago), rather than locking them out for a day. An
 * upload an unfinished import still reads is neither counted nor replaced.
 */
export const MAX_PENDING_UPLOADS = 3;
/** Uploads one user may be sending at once (per instance); each may grow to the size limit before it counts as waiting. */
export const MAX_UPLOADS_IN_FLIGHT = 2;

const uploadsInFlight = new Map<string, number>();

export async function saveUpload(db: Db, userId: string, name: string, body: ReadableStream<Uint8Array> | null): Promise<StoredUpload> {
  if (!body) throw new InputError("No file was sent");
  const sending = uploadsInFlight.get(userId) ?? 0;
  if (sending >= MAX_UPLOADS_IN_FLIGHT) {
    throw new TooManyUploadsError("Another upload of yours is still on its way. Please wait until it has finished, then try again.");
  }
  uploadsInFlight.set(userId, sending + 1);
  try {
    return await storeUpload(db, userId, name, body);
  } finally {
    const left = (uploadsInFlight.get(userId) ?? 1) - 1;
    if (left > 0) uploadsInFlight.set(userId, left);
    else uploadsInFlight.delete(userId);
  }
}

async function storeUpload(db: Db, userId: string, name: string, body: ReadableStream<Uint8Array>): Promise<StoredUpload> {
  const token = randomBytes(16).toString("hex");
  const upload = await db.importUpload.create({ data: { id: token, userId, name: cleanName(name) } });
  let size: number;
  try {
    size = await storeChunks(db, token, body, maxImportBytes());
  } catch (error) {
    await db.importUpload.deleteMany({ where: { id: token } });
    throw error;
  }
  if (size === 0) {
    await db.importUpload.deleteMany({ where: { id: token } });
    throw new InputError("The import file is empty");
  }
  await db.importUpload.update({ where: { id: token }, data: { size, complete: true } });
  await dropOldestUploadsBeyondLimit(db, userId);
  return { token, name: upload.name, size, checkedRows: null };
}

/** Stores the body as numbered chunk rows while it arrives; stops past the limit. Answers the bytes stored. */
async function storeChunks(db: Db, token: string, body: ReadableStream<Uint8Array>, max: number): Promise<number> {
  const reader = body.getReader();
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let seq = 0;
  const write = async (bytes: Buffer) => {
    // a copy of its own: a slice of a pooled Buffer is not an ArrayBuffer-backed Uint8Array
    await db.importUploadChunk.create({ data: { uploadId: token, seq, data: new Uint8Array(bytes) } });
    seq += 1;
  };
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch {
        throw new InputError("The upload was interrupted");
      }
      if (next.done) break;
      size += next.value.length;
      if (size > max) throw new PayloadTooLargeError();
      pending.push(Buffer.from(next.value));
      pendingBytes += next.value.length;
      while (pendingBytes >= UPLOAD_CHUNK_BYTES) {
        const joined = Buffer.concat(pending);
        await write(joined.subarray(0, UPLOAD_CHUNK_BYTES));
        const rest = joined.subarray(UPLOAD_CHUNK_BYTES);
        pending = rest.length > 0 ? [rest] : [];
        pendingBytes = rest.length;
      }
    }
    if (pendingBytes > 0) await write(Buffer.concat(pending));
    return size;
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}

/** The user's upload with this token; NotFoundError when there is none (or it is someone else's, or half-sent). */
export async function uploadFor(db: Db, userId: string, token: string): Promise<StoredUpload> {
  const missing = new NotFoundError("The uploaded file is no longer there; please upload it again");
  if (!TOKEN_RE.test(token)) throw missing;
  const upload = await db.importUpload.findFirst({ where: { id: token, userId, complete: true } });
  if (!upload) throw missing;
  return { token, name: upload.name, size: upload.size, checkedRows: upload.checkedRows };
}

/** Notes that a dry run read the whole (unchangeable) file without a fault, so the import need not read it twice. */
export async function markUploadChecked(db: Db, userId: string, token: string, rows: number): Promise<void> {
  await db.importUpload.updateMany({ where: { id: token, userId }, data: { checkedRows: rows } });
}

/** Deletes the user's upload, unless an unfinished import still reads it. */
export async function discardUpload(db: Db, userId: string, token: string): Promise<void> {
  await db.importUpload.deleteMany({ where: { id: token, userId, jobs: { none: { activeFor: { not: null } } } } });
}

/**
 * Runs `read` on a local working copy of the upload (the importers read files), written chunk by chunk into
 * IMPORT_UPLOAD_DIR and removed afterwards. `chunks` copies only the first few (enough to tell the format).
 */
export async function withUploadFile<T>(db: Db, token: string, read: (file: string) => Promise<T>, chunks = Number.POSITIVE_INFINITY): Promise<T> {
  const dir = getConfig().importUploadDir;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await sweepWorkingCopies(dir);
  const file = path.join(dir, `${token}-${randomBytes(6).toString("hex")}.data`);
  try {
    const upload = await db.importUpload.findFirst({ where: { id: token, complete: true }, select: { size: true } });
    const handle = await open(file, "wx", 0o600);
    let copied = 0;
    try {
      for (let seq = 0; seq < chunks; seq++) {
        const chunk = await db.importUploadChunk.findUnique({ where: { uploadId_seq: { uploadId: token, seq } }, select: { data: true } });
        if (!chunk) break;
        await handle.write(chunk.data);
        copied += chunk.data.length;
      }
    } finally {
      await handle.close();
    }
    // swept or replaced while being copied
    if (!upload || (chunks === Number.POSITIVE_INFINITY && copied !== upload.size)) {
      throw new NotFoundError("The uploaded file is no longer there; please upload it again");
    }
    return await read(file);
  } finally {
    await rm(file, { force: true });
  }
}

/** Keeps the user's newest MAX_PENDING_UPLOADS uploads; counted after storing, so two at once cannot both slip by. */
async function dropOldestUploadsBeyondLimit(db: Db, userId: string): Promise<void> {
  const waiting = await db.importUpload.findMany({
    where: { userId, complete: true, jobs: { none: { activeFor: { not: null } } } },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: { id: true },
  });
  const beyond = waiting.slice(MAX_PENDING_UPLOADS).map((upload) => upload.id);
  if (beyond.length > 0) await db.importUpload.deleteMany({ where: { id: { in: beyond }, jobs: { none: { activeFor: { not: null } } } } });
}

/** Working copies left behind by a process that died while reading one. */
async function sweepWorkingCopies(dir: string): Promise<void> {
  try {
    const now = Date.now();
    for (const entry of await readdir(dir)) {
      const file = path.join(dir, entry);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > UPLOAD_MAX_AGE_MS) await rm(file, { force: true });
    }
  } catch {
    // sweeping is best effort
  }
}

function cleanName(name: string): string {
  const base = name.replace(/[\u0000-\u001f\u007f]/g, "").split(/[\\/]/).pop() ?? "";
  return base.slice(0, 200) || "upload";
}
