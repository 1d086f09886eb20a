import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps, createLogger, type Deps } from '../deps.js';
import { migrateToLatest } from '../db/migrate.js';
import { makeVideo } from '../test/factories.js';
import { testConfig } from '../test/harness.js';
import { runNode } from '../test/run-process.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** `npm run media -- captions ...` as a real process (from the sources, through tsx) on a data folder of its own. */
describe('npm run media -- captions', () => {
  const config = testConfig({});
  let deps: Deps;
  let video: { id: number; wmcExternalId: string };

  beforeAll(async () => {
    deps = createDeps(config, { logger: createLogger({ logLevel: 'silent' }) });
    await migrateToLatest(deps.database.db);
    video = await makeVideo(deps.database.db);
  });
  afterAll(async () => {
    await deps.database.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  const media = (args: string[]) =>
    runNode(['--import', 'tsx', 'src/cli/media.ts', ...args], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATA_DIR: config.dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
      },
    });
  const file = (name: string, text: string) => {
    const at = path.join(config.dataDir, name);
    fs.writeFileSync(at, text);
    return at;
  };
  const tracks = () =>
    deps.database.db
      .selectFrom('video_captions')
      .select(['lang', 'url'])
      .where('video_id', '=', video.id)
      .execute();

  it(
    'attaches a valid file and refuses a broken one with its line and a non-zero exit',
    { timeout: 60_000 },
    async () => {
      const broken = file(
        'broken.vtt',
        'WEBVTT\n\n00:01.000 --> 00:02.000\nBien.\n\n00:03,000 --> 00:04.000\nMal.\n',
      );
      const refused = await media(['captions', video.wmcExternalId, broken, '--lang', 'es']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('line 6: "00:03,000" is not a timestamp');
      expect(await tracks()).toEqual([]);

      const good = file('good.vtt', 'WEBVTT\n\n00:01.000 --> 00:02.000\nEl puerto.\n');
      const attached = await media(['captions', video.wmcExternalId, good, '--lang', 'es']);
      expect(attached.code, attached.stderr).toBe(0);
      expect(attached.stdout).toContain('as es captions');
      const [track] = await tracks();
      expect(track?.lang).toBe('es');
      const stored = path.join(
        config.dataDir,
        'media',
        new URL(track!.url, 'http://x').pathname.replace(/^\/media\//, ''),
      );
      expect(fs.readFileSync(stored, 'utf8')).toBe('WEBVTT\n\n00:01.000 --> 00:02.000\nEl puerto.\n');

      const unknown = await media(['captions', 'no-such-video', good, '--lang', 'en']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('Video');
      expect((await media(['captions', video.wmcExternalId, good])).code).toBe(2);
    },
  );
});
