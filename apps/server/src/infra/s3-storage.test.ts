import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createStorage } from '../deps.js';
import { S3Storage } from './s3-storage.js';

/**
 * Against a real S3-compatible server (s3rver, from the npm registry) that the suite starts itself on a
 * free port: it runs wherever the tests run, CI included.
 */
describe('S3 storage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlane-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 'store'),
    configureBuckets: [{ name: 'media' }],
  });
  let storage: S3Storage;
  let endpoint: string;

  beforeAll(async () => {
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    storage = new S3Storage({
      bucket: 'media',
      region: 'us-east-1',
      endpoint,
      // s3rver's fixed development keys.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      partSizeBytes: 5 * 1024 * 1024,
    });
  });

  afterAll(async () => {
    storage?.client.destroy();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uploads a large file in parts and reads it back whole and by range', async () => {
    // 12 MiB + a bit with 5 MiB parts: three parts, the last one short.
    const source = path.join(dir, 'big.mp4');
    const bytes = randomBytes(12 * 1024 * 1024 + 12_345);
    fs.writeFileSync(source, bytes);
    const parts: number[] = [];
    const send = storage.client.send.bind(storage.client);
    // Watches what goes over the wire: an UploadPart per part, not one PutObject.
    storage.client.send = ((command: { constructor: { name: string }; input: { PartNumber?: number } }) => {
      if (command.constructor.name === 'UploadPartCommand') parts.push(command.input.PartNumber ?? 0);
      return send(command as never);
    }) as typeof storage.client.send;
    try {
      const url = await storage.copyIn('videos/7/video.mp4', source);
      expect(url).toBe(`${endpoint}/media/videos/7/video.mp4`);
    } finally {
      storage.client.send = send;
    }
    expect(parts.sort()).toEqual([1, 2, 3]);

    expect(await storage.exists('videos/7/video.mp4')).toBe(true);
    expect(await storage.exists('videos/7/nothing.mp4')).toBe(false);
    const whole = await storage.read('videos/7/video.mp4');
    expect(whole.length).toBe(bytes.length);
    expect(whole.equals(bytes)).toBe(true);
    const start = 5 * 1024 * 1024 - 100;
    const range = await storage.read('videos/7/video.mp4', { start, end: start + 199 });
    expect(range.equals(bytes.subarray(start, start + 200))).toBe(true);
  });

  it('puts small files in one request with the type players expect, served from the bucket or the CDN', async () => {
    const url = await storage.put('videos/7/hls/master.m3u8', '#EXTM3U\n');
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await answer.text()).toBe('#EXTM3U\n');

    const viaCdn = createStorage(
      loadConfig({
        DATA_DIR: dir,
        STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: endpoint,
        MEDIA_BASE_URL: 'https://cdn.example/media/',
      }),
      dir,
    );
    expect(viaCdn.urlOf('videos/7/hls/master.m3u8')).toBe(
      'https://cdn.example/media/videos/7/hls/master.m3u8',
    );
  });

  it('stores a picture set with each format under its own type, as <picture> sources need', async () => {
    const file = path.join(dir, 'picture');
    fs.writeFileSync(file, randomBytes(64));
    const types = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
    for (const [format, type] of Object.entries(types)) {
      const answer = await fetch(await storage.copyIn(`videos/7/poster-640w.${format}`, file));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
    }
  });

  it('refuses STORAGE=s3 without a bucket', () => {
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE: 's3' })).toThrow(/S3_BUCKET: must name the bucket/);
  });
});
