import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNode, type ProcessOutcome } from '../test/run-process.js';
import { serverBuiltFor } from '../test/server-process.js';

const MEDIA_CLI = path.resolve(import.meta.dirname, '../../dist/cli/media.js');
const built = serverBuiltFor('The media command test needs a build', 'Media command test skipped');

/** Runs `npm run media -- <args>` as built, as an operator would, on a data folder of its own. */
function media(args: string[], dataDir: string): Promise<ProcessOutcome> {
  return runNode([MEDIA_CLI, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'info' },
  });
}

describe.runIf(built)('npm run media -- ingest', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-media-cli-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints progress lines and a summary, and no log line among them', { timeout: 120_000 }, async () => {
    // Two seconds at 160x90 keep the transcode short; ffmpeg draws it (the media pipeline needs ffmpeg anyway).
    const clip = path.join(dataDir, 'short-clip.mp4');
    execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=12'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2', '-pix_fmt', 'yuv420p', '-c:a', 'aac', clip],
    ]);
    const { code, stdout, stderr } = await media(['ingest', clip, '--title', 'Short clip'], dataDir);
    expect(code, stderr).toBe(0);
    const lines = stdout.split(/[\r\n]+/).filter((line) => line.trim() !== '');
    expect(lines.at(-1)).toMatch(/^1 file\(s\) in [\d.]+ s: 1 published, 0 refused, 0 failed$/);
    // A pino line is one JSON object; none belongs in what the operator reads.
    expect(lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
    expect(stderr).not.toContain('"level":30');
  });
});
