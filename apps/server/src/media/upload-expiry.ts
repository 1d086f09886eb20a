import fs from 'node:fs/promises';
import path from 'node:path';

/** What a sweep of the upload folder removed. */
export interface ExpiredUploads {
  /** Uploads nobody sent a byte to for the expiry time (each is its data file and its `.json`). */
  abandoned: number;
  /** Uploads holding more than UPLOAD_MAX_MB (the limit was lowered after they began). */
  oversized: number;
}

/**
 * Removes the resumable uploads (`@tus/file-store`: a data file named by the upload's id, and `<id>.json`
 * beside it) that were abandoned, or hold more than `maxBytes`. An upload is abandoned when its data file
 * (written by every PATCH) and its metadata are both older than `expireMs`; a client that comes back for it
 * then gets the protocol's 404 and starts again. An upload being sent is never touched: every PATCH renews
 * its time. A file the sweep does not know (anything but `<id>` and `<id>.json`) is left alone.
 */
export async function expireUploads(
  uploadDir: string,
  now: number,
  { expireMs, maxBytes }: { expireMs: number; maxBytes: number },
): Promise<ExpiredUploads> {
  const removed: ExpiredUploads = { abandoned: 0, oversized: 0 };
  let names: string[];
  try {
    names = await fs.readdir(uploadDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return removed;
    throw error;
  }
  const ids = new Set(names.map((name) => name.replace(/\.json$/, '')).filter((id) => /^[\w-]+$/.test(id)));
  for (const id of ids) {
    const data = await statOf(path.join(uploadDir, id));
    const info = await statOf(path.join(uploadDir, `${id}.json`));
    if (!data && !info) continue;
    const lastWrite = Math.max(data?.mtimeMs ?? 0, info?.mtimeMs ?? 0);
    const oversized = (data?.size ?? 0) > maxBytes;
    if (!oversized && now - lastWrite < expireMs) continue;
    // The data first: an upload without its data is one tus can no longer resume, never one it appends to.
    await fs.rm(path.join(uploadDir, id), { force: true });
    await fs.rm(path.join(uploadDir, `${id}.json`), { force: true });
    if (oversized) removed.oversized += 1;
    else removed.abandoned += 1;
  }
  return removed;
}

async function statOf(file: string): Promise<{ mtimeMs: number; size: number } | undefined> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}
