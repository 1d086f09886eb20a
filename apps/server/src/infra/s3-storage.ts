import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, contentTypeOf, s3BucketUrl, type Storage } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, Spaces...); AWS itself when left out. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (most self-hosted servers want it). */
  forcePathStyle: boolean;
  /** Where the files are served from (a CDN in front of the bucket); default the bucket's own URL. */
  publicBaseUrl?: string | undefined;
  /** Files above this size go up in parts of this size, several at once (S3's minimum part is 5 MiB). */
  partSizeBytes?: number;
}

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
/** Parts in flight at once per upload: keeps memory at partSize × this. */
const PARTS_IN_FLIGHT = 4;

/**
 * Media in an S3-compatible object store. Large files go up as multipart uploads (lib-storage's Upload
 * decides by size), streamed from disk, so a multi-GB source never sits in memory. The store or a CDN
 * serves the files: the app registers no route for them.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  private readonly baseUrl: string;
  private readonly partSize: number;

  constructor(private readonly options: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    };
    this.client = new S3Client(config);
    this.partSize = Math.max(5 * 1024 * 1024, options.partSizeBytes ?? DEFAULT_PART_SIZE);
    this.baseUrl = (options.publicBaseUrl ?? s3BucketUrl(options)).replace(/\/+$/, '');
  }

  async registerServing(): Promise<void> {
    // The object store (or the CDN in front of it) serves the files.
  }

  async put(key: string, data: Buffer | string): Promise<string> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: data,
        ContentType: contentTypeOf(key),
      }),
    );
    return this.urlOf(key);
  }

  async copyIn(key: string, sourceFile: string): Promise<string> {
    assertSafeKey(key);
    const size = (await fs.promises.stat(sourceFile)).size;
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.options.bucket,
        Key: key,
        Body: fs.createReadStream(sourceFile),
        ContentType: contentTypeOf(key),
        ContentLength: size,
      },
      partSize: this.partSize,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
    return this.urlOf(key);
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return false;
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Buffer> {
    assertSafeKey(key);
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    const body = answer.Body;
    if (!(body instanceof Readable)) throw new Error(`No body for ${key}`);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  urlOf(key: string): string {
    assertSafeKey(key);
    return `${this.baseUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  /** The part size in use, for tests and logs. */
  get multipartPartSize(): number {
    return this.partSize;
  }
}
