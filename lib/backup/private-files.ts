import { chmod, mkdir, open, stat, type FileHandle } from "node:fs/promises";

/**
 * A backup holds password hashes, API keys' hashes, webhook secrets, share slugs and (without NEXTAUTH_SECRET) the
 * session-signing secret: its files are readable by the server's user alone, and so is a directory Contrail makes for them.
 */
export const BACKUP_FILE_MODE = 0o600;
export const BACKUP_DIR_MODE = 0o700;

/** Opens `file` for writing with BACKUP_FILE_MODE, whatever the umask, and also when a file is already there. */
export async function openPrivateFile(file: string): Promise<FileHandle> {
  const handle = await open(file, "w", BACKUP_FILE_MODE);
  try {
    // the mode given to open() is cut by the umask and ignored for a file that exists
    await handle.chmod(BACKUP_FILE_MODE);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Makes a backup file that exists readable by its owner alone (one written before backups were). */
export async function makePrivate(file: string): Promise<void> {
  if (((await stat(file)).mode & 0o777) !== BACKUP_FILE_MODE) await chmod(file, BACKUP_FILE_MODE);
}

/**
 * Makes `dir` (and its missing parents) with BACKUP_DIR_MODE. A directory that exists is the administrator's choice
 * (shared with a backup agent, a mount point): it is left as it is, and the answer is a warning when others may enter it.
 */
export async function preparePrivateDir(dir: string): Promise<string | null> {
  if ((await mkdir(dir, { recursive: true, mode: BACKUP_DIR_MODE })) !== undefined) return null;
  const mode = (await stat(dir)).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  return `the backup directory ${dir} is open to other users (mode ${mode.toString(8).padStart(4, "0")}); the backups in it are not (0600), but their names and times are: chmod 700 it`;
}
