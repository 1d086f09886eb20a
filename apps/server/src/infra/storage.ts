import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where media files (clips, thumbnails, pictures) live and the URL they are served from. */
export interface Storage {
  put(key: string, data: Buffer | string): Promise<string>;
  copyIn(key: string, sourceFile: string): Promise<string>;
  exists(key: string): Promise<boolean>;
  /** A file's bytes, or the inclusive byte range `start..end` of them. */
  read(key: string, range?: { start: number; end: number }): Promise<Buffer>;
  urlOf(key: string): string;
  /**
   * Lets the app answer the media URLs itself, where the storage needs that (files on the local disk); an
   * object store serves its own URLs and registers nothing.
   */
  registerServing(app: FastifyInstance): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.vtt': 'text/vtt',
  '.json': 'application/json',
};

/** The Content-Type an object store should answer a key with (players check it for playlists). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** The URL a bucket's objects are read from when no CDN is named: path style, virtual-host style, or AWS. */
export function s3BucketUrl(options: {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
}): string {
  if (!options.endpoint) return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  const endpoint = options.endpoint.replace(/\/+$/, '');
  return options.forcePathStyle
    ? `${endpoint}/${options.bucket}`
    : endpoint.replace(/^(https?:\/\/)/, `$1${options.bucket}.`);
}

/**
 * The origin the browser loads media from when it is not our own (docs/decisions/0047): the CDN of
 * MEDIA_BASE_URL, else an object store's own URL; undefined when the app serves its media itself.
 */
export function mediaOriginOf(
  storage:
    | { kind: 'local'; publicBaseUrl?: string | undefined }
    | {
        kind: 's3';
        publicBaseUrl?: string | undefined;
        bucket: string;
        region: string;
        endpoint?: string | undefined;
        forcePathStyle: boolean;
      },
): string | undefined {
  const base = storage.publicBaseUrl ?? (storage.kind === 's3' ? s3BucketUrl(storage) : undefined);
  return base ? new URL(base).origin : undefined;
}

export function assertSafeKey(key: string): void {
  if (key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export class LocalStorage implements Storage {
  constructor(
    private readonly rootDir: string,
    private readonly publicPrefix: string,
    /** A CDN that pulls from `publicPrefix` (MEDIA_BASE_URL): URLs point at it; the app still serves. */
    private readonly publicBaseUrl?: string,
  ) {}

  /** Served with range requests, so players can seek. */
  async registerServing(app: FastifyInstance): Promise<void> {
    await app.register(fastifyStatic, {
      root: this.rootDir,
      prefix: `${this.publicPrefix}/`,
      decorateReply: false,
      maxAge: '7d',
    });
  }

  private fileOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.rootDir, key);
  }

  async put(key: string, data: Buffer | string): Promise<string> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
    return this.urlOf(key);
  }

  async copyIn(key: string, sourceFile: string): Promise<string> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.copyFile(sourceFile, file);
    return this.urlOf(key);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.fileOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Buffer> {
    const file = this.fileOf(key);
    if (!range) return fs.readFile(file);
    const handle = await fs.open(file, 'r');
    try {
      const buffer = Buffer.alloc(range.end - range.start + 1);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, range.start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  urlOf(key: string): string {
    assertSafeKey(key);
    return `${this.publicBaseUrl ?? this.publicPrefix}/${key}`;
  }
}
