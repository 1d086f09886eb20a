import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { makeVideo } from '../test/factories.js';
import { testConfig } from '../test/harness.js';
import { backup } from './index.js';

describe('a SQLite backup', () => {
  it('copies in steps of 256 pages with a pause after each, and the copy is whole', async () => {
    const config = testConfig();
    const file = path.join(config.dataDir, 'starlane.db');
    const handle = openDatabase({ sqliteFile: file });
    const db = handle.db;
    await migrateToLatest(db);
    // Enough rows for several steps: a few MB of pages.
    for (let i = 0; i < 40; i++) await makeVideo(db, { title: `Paced ${String(i)} ${'x'.repeat(80)}` });
    for (let batch = 0; batch < 60; batch++) {
      await db
        .insertInto('video_views')
        .values(
          Array.from({ length: 1000 }, (_, i) => ({
            video_id: 1,
            member_id: null,
            viewed_at: new Date(Date.UTC(2026, 0, 1, batch, 0, 0, i)).toISOString(),
          })),
        )
        .execute();
    }
    const source = new SQLite(file, { readonly: true });
    const pages = Number(source.pragma('page_count', { simple: true }));
    source.close();
    // More pages than two steps take, or the test would say nothing of the steps.
    expect(pages).toBeGreaterThan(2 * 256);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-paced-'));
    const steps: number[] = [];
    const started = performance.now();
    try {
      const manifest = await backup(config, path.join(dir, 'copy'), (stage, fraction) => {
        if (stage === 'database') steps.push(fraction);
      });
      const seconds = (performance.now() - started) / 1000;
      expect(manifest.counts.video_views).toBe(60_000);
      expect(manifest.counts.videos).toBeGreaterThanOrEqual(40);
      // One progress call per step of 256 pages (and the last at 1).
      expect(steps.length).toBeGreaterThanOrEqual(Math.ceil(pages / 256));
      // At least the least pause, 4 ms, after each step but the last.
      expect(seconds).toBeGreaterThanOrEqual(((Math.ceil(pages / 256) - 1) * 4) / 1000);
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
