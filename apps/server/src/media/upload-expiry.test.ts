import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { expireUploads } from './upload-expiry.js';

const HOUR = 3_600_000;

describe('expiring unfinished uploads', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-uploads-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** An upload as @tus/file-store keeps it, last written `ageMs` before `now`. */
  const upload = (id: string, bytes: number, ageMs: number, now: number, withInfo = true) => {
    const at = new Date(now - ageMs);
    fs.writeFileSync(path.join(dir, id), Buffer.alloc(bytes));
    fs.utimesSync(path.join(dir, id), at, at);
    if (withInfo) {
      fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify({ id, size: bytes * 2, offset: bytes }));
      fs.utimesSync(path.join(dir, `${id}.json`), at, at);
    }
  };

  it('removes the abandoned, the oversized and the half-removed, and keeps the rest', async () => {
    const now = Date.now();
    upload('fresh', 10, HOUR, now);
    upload('abandoned', 10, 25 * HOUR, now);
    upload('oversized', 2048, 0, now);
    upload('orphan', 10, 30 * HOUR, now, false);
    fs.writeFileSync(path.join(dir, 'notes.txt.bak'), 'not an upload');

    const removed = await expireUploads(dir, now, { expireMs: 24 * HOUR, maxBytes: 1024 });

    expect(removed).toEqual({ abandoned: 2, oversized: 1 });
    expect(fs.readdirSync(dir).sort()).toEqual(['fresh', 'fresh.json', 'notes.txt.bak']);
  });

  it('answers nothing removed when there is no upload folder yet', async () => {
    expect(
      await expireUploads(path.join(dir, 'missing'), Date.now(), { expireMs: HOUR, maxBytes: 1 }),
    ).toEqual({
      abandoned: 0,
      oversized: 0,
    });
  });

  it('is configured in hours, a day by default', () => {
    expect(loadConfig({}).media.uploadExpireMs).toBe(24 * HOUR);
    expect(loadConfig({ UPLOAD_EXPIRE_HOURS: '2' }).media.uploadExpireMs).toBe(2 * HOUR);
    expect(() => loadConfig({ UPLOAD_EXPIRE_HOURS: '0' })).toThrow(
      /UPLOAD_EXPIRE_HOURS: must be a number of hours/,
    );
  });
});
