import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { S3Storage } from '../infra/s3-storage.js';

import {
  BACKUP_FORMAT,
  COUNTED_TABLES,
  MANIFEST,
  MEDIA_DIR,
  PG_FILE,
  SQLITE_FILE,
  type Manifest,
  type MediaObject,
} from './backup-manifest.js';

export type { Manifest, MediaObject } from './backup-manifest.js';

/** Told how far a step is: `fraction` from 0 to 1 of the step named `stage`. */
export type Progress = (stage: string, fraction: number) => void;

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const sqliteFileOf = (config: Config) => path.join(config.dataDir, 'starlane.db');
const mediaDirOf = (config: Config) => path.join(config.dataDir, 'media');

/** A folder to write into: absent, or empty. */
function prepareEmptyFolder(dir: string): void {
  if (fs.existsSync(dir)) {
    if (!fs.statSync(dir).isDirectory()) throw new BackupError(`${dir} exists and is not a folder`);
    if (fs.readdirSync(dir).length > 0) throw new BackupError(`${dir} is not empty: choose a new folder`);
  }
  fs.mkdirSync(dir, { recursive: true });
}

/** Runs a PostgreSQL client tool, telling `onLine` each line it writes to stderr (its --verbose log). */
function runTool(command: string, args: string[], onLine: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const errors: string[] = [];
    readline.createInterface({ input: child.stderr }).on('line', (line) => {
      if (/error|fatal/i.test(line)) errors.push(line);
      onLine(line);
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} is not installed: install PostgreSQL's client tools (postgresql-client)`,
            )
          : error,
      );
    });
    child.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(new BackupError(`${command} failed (exit ${String(code)}): ${errors.slice(0, 5).join('; ')}`));
    });
  });
}

async function rowCounts(count: (table: string) => Promise<number>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) counts[table] = await count(table);
  return counts;
}

function sqliteCounts(file: string): Record<string, number> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const counts: Record<string, number> = {};
    for (const table of COUNTED_TABLES) {
      counts[table] = (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
    }
    return counts;
  } finally {
    db.close();
  }
}

function sqliteIntegrity(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    const problems = rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    if (problems.length > 0) {
      throw new BackupError(`${file} fails its integrity check: ${problems.slice(0, 5).join('; ')}`);
    }
  } finally {
    db.close();
  }
}

/** Pages copied per step of SQLite's online backup: 1 MiB of 4 KiB pages, a short burst of reads and writes. */
export const BACKUP_STEP_PAGES = 256;
/** The pause after each step, as a multiple of the step's own time: the copy keeps to a third of its pace. */
const PAUSE_PER_STEP_TIME = 2;
/** The least pause after a step, in ms: the site's turn in the disk and the CPU between two bursts. */
const PAUSE_MIN_MS = 4;

/** Sleeps without spinning: the backup runs in a process of its own (the CLI), whose thread may wait. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * SQLite's online backup API from a connection of its own: pages are copied in small steps, each followed by
 * a pause twice as long as the step took (docs/decisions/0081), so that the site keeps the disk and the CPU
 * for two thirds of the time while a copy runs. A write by another connection restarts the copy at the
 * next step; when that happens the rest is copied in one step, which a write cannot interrupt (WAL: the
 * site's writers are not blocked), so constant writes cannot keep the copy from ending.
 */
async function backupSqlite(source: string, target: string, progress: Progress): Promise<void> {
  if (!fs.existsSync(source)) throw new BackupError(`no SQLite database at ${source}`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    let lastRemaining = Infinity;
    let oneStep = false;
    let stepStarted = performance.now();
    await db.backup(target, {
      progress({ totalPages, remainingPages }) {
        if (remainingPages > lastRemaining) oneStep = true;
        lastRemaining = remainingPages;
        progress('database', totalPages === 0 ? 1 : 1 - remainingPages / totalPages);
        if (oneStep) return totalPages;
        pause(Math.max(PAUSE_MIN_MS, (performance.now() - stepStarted) * PAUSE_PER_STEP_TIME));
        stepStarted = performance.now();
        return BACKUP_STEP_PAGES;
      },
    });
  } finally {
    db.close();
  }
  progress('database', 1);
  sqliteIntegrity(target);
}

function pgClient(databaseUrl: string): pg.Client {
  return new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
}

async function pgCounts(databaseUrl: string): Promise<Record<string, number>> {
  const client = pgClient(databaseUrl);
  await client.connect();
  try {
    return await rowCounts(async (table) => {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from "${table}"`);
      return Number(rows[0]!.n);
    });
  } finally {
    await client.end();
  }
}

async function pgTableCount(databaseUrl: string): Promise<number> {
  const client = pgClient(databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_tables where schemaname = current_schema()`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump of the snapshot a transaction of ours exported, inside which the rows were counted too: the
 * manifest's counts are exactly what the dump holds, however much the site writes meanwhile.
 */
async function backupPostgres(
  databaseUrl: string,
  target: string,
  progress: Progress,
): Promise<Record<string, number>> {
  const client = pgClient(databaseUrl);
  await client.connect();
  try {
    await client.query('begin transaction isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const snapshot = rows[0]!.snapshot;
    const counts = await rowCounts(async (table) => {
      const result = await client.query<{ n: string }>(`select count(*) as n from "${table}"`);
      return Number(result.rows[0]!.n);
    });
    const tables = await client.query<{ n: string }>(
      'select count(*) as n from pg_tables where schemaname = current_schema()',
    );
    const total = Math.max(1, Number(tables.rows[0]!.n));
    let dumped = 0;
    progress('database', 0);
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--verbose',
        `--snapshot=${snapshot}`,
        `--file=${target}`,
        `--dbname=${databaseUrl}`,
      ],
      (line) => {
        if (/dumping contents of table/.test(line)) progress('database', Math.min(0.99, ++dumped / total));
      },
    );
    await client.query('commit');
    progress('database', 1);
    return counts;
  } finally {
    await client.end();
  }
}

/** Every file under `dir`, as keys relative to it with `/` separators. */
function walk(dir: string): MediaObject[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { key: path.relative(dir, file).split(path.sep).join('/'), bytes: fs.statSync(file).size };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

async function copyFiles(
  objects: MediaObject[],
  fromDir: string,
  toDir: string,
  progress: Progress,
): Promise<void> {
  const total = objects.reduce((sum, o) => sum + o.bytes, 0) || 1;
  let done = 0;
  progress('media', 0);
  for (const object of objects) {
    const target = path.join(toDir, ...object.key.split('/'));
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.copyFile(
      path.join(fromDir, ...object.key.split('/')),
      target,
      fs.constants.COPYFILE_FICLONE,
    );
    done += object.bytes;
    progress('media', done / total);
  }
  progress('media', 1);
}

async function listBucket(config: Config & { storage: { kind: 's3' } }): Promise<MediaObject[]> {
  const { client } = new S3Storage(config.storage);
  const objects: MediaObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: config.storage.bucket, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? []) {
      if (item.Key) objects.push({ key: item.Key, bytes: item.Size ?? 0, etag: item.ETag ?? '' });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

const isS3 = (config: Config): config is Config & { storage: { kind: 's3' } } => config.storage.kind === 's3';

/** `npm run backup -- --to DIR`: the database (a consistent copy, taken while the site serves) and the media. */
export async function backup(config: Config, dir: string, progress: Progress): Promise<Manifest> {
  const started = performance.now();
  prepareEmptyFolder(dir);
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  const file = engine === 'sqlite' ? SQLITE_FILE : PG_FILE;
  const databaseStarted = performance.now();
  let counts: Record<string, number>;
  if (engine === 'sqlite') {
    await backupSqlite(sqliteFileOf(config), path.join(dir, file), progress);
    // Counted in the copy, not the live database: what a restore must find.
    counts = sqliteCounts(path.join(dir, file));
  } else {
    counts = await backupPostgres(config.databaseUrl!, path.join(dir, file), progress);
  }
  const databaseSeconds = (performance.now() - databaseStarted) / 1000;

  let media: Manifest['media'];
  if (isS3(config)) {
    progress('media', 0);
    const objects = await listBucket(config);
    progress('media', 1);
    media = {
      storage: 's3',
      bucket: config.storage.bucket,
      copied: false,
      objects,
      bytes: objects.reduce((sum, o) => sum + o.bytes, 0),
    };
  } else {
    const objects = walk(mediaDirOf(config));
    await copyFiles(objects, mediaDirOf(config), path.join(dir, MEDIA_DIR), progress);
    media = { storage: 'local', copied: true, objects, bytes: objects.reduce((sum, o) => sum + o.bytes, 0) };
  }

  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    engine,
    database: { file, bytes: fs.statSync(path.join(dir, file)).size, seconds: round(databaseSeconds) },
    counts,
    media,
    seconds: round((performance.now() - started) / 1000),
  };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${dir} holds no ${MANIFEST}: not a backup folder`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(
      `${file} is of format ${String(manifest.format)}; this build reads ${String(BACKUP_FORMAT)}`,
    );
  }
  return manifest;
}

export interface RestoreReport {
  manifest: Manifest;
  counts: Record<string, number>;
  missingMedia: MediaObject[];
  seconds: number;
}

function sqliteFilesExist(file: string): boolean {
  return [file, `${file}-wal`, `${file}-shm`].some((f) => fs.existsSync(f));
}

async function pgIsEmpty(databaseUrl: string): Promise<boolean> {
  return (await pgTableCount(databaseUrl)) === 0;
}

/**
 * `npm run restore -- --from DIR`: brings up a fresh DATA_DIR (SQLite file and media) or an empty PostgreSQL
 * database from a backup, checks its integrity and that every table holds the rows the manifest counted,
 * and that every media object is there. Refuses to write over a database or media that exist unless
 * `force`.
 */
export async function restore(
  config: Config,
  dir: string,
  progress: Progress,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreReport> {
  const started = performance.now();
  const manifest = readManifest(dir);
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine) {
    throw new BackupError(
      `the backup is of a ${manifest.engine} database but this configuration uses ${engine}` +
        (manifest.engine === 'postgres' ? ': set DATABASE_URL' : ': unset DATABASE_URL'),
    );
  }
  const source = path.join(dir, manifest.database.file);
  if (!fs.existsSync(source)) throw new BackupError(`${source} is missing`);

  let counts: Record<string, number>;
  if (engine === 'sqlite') {
    const target = sqliteFileOf(config);
    if (sqliteFilesExist(target) && !force) {
      throw new BackupError(`${target} exists: restore into a fresh DATA_DIR, or pass --force to replace it`);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const staging = `${target}.restoring`;
    const total = fs.statSync(source).size || 1;
    progress('database', 0);
    // Copied in chunks for the progress bar, then checked, then moved into place in one rename.
    await new Promise<void>((resolve, reject) => {
      let copied = 0;
      const read = fs.createReadStream(source);
      read.on('data', (chunk) => {
        copied += chunk.length;
        progress('database', Math.min(0.99, copied / total));
      });
      read.once('error', reject);
      read.pipe(fs.createWriteStream(staging)).once('error', reject).once('finish', resolve);
    });
    sqliteIntegrity(staging);
    for (const stale of [`${target}-wal`, `${target}-shm`]) fs.rmSync(stale, { force: true });
    fs.renameSync(staging, target);
    progress('database', 1);
    counts = sqliteCounts(target);
  } else {
    const databaseUrl = config.databaseUrl!;
    if (!(await pgIsEmpty(databaseUrl)) && !force) {
      throw new BackupError(
        'the PostgreSQL database of DATABASE_URL holds tables: restore into an empty database, or pass --force to replace them',
      );
    }
    const entries = await new Promise<number>((resolve, reject) => {
      let n = 0;
      const child = spawn('pg_restore', ['--list', source], { stdio: ['ignore', 'pipe', 'inherit'] });
      readline.createInterface({ input: child.stdout }).on('line', (line) => {
        if (line && !line.startsWith(';')) n++;
      });
      child.once('error', () =>
        reject(
          new BackupError(
            "pg_restore is not installed: install PostgreSQL's client tools (postgresql-client)",
          ),
        ),
      );
      child.once('close', (code) =>
        code === 0 ? resolve(n) : reject(new BackupError(`${source} is not a pg_dump archive`)),
      );
    });
    let done = 0;
    progress('database', 0);
    await runTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '--verbose',
        ...(force ? ['--clean', '--if-exists'] : []),
        `--dbname=${databaseUrl}`,
        source,
      ],
      (line) => {
        if (/^pg_restore: (creating|processing|executing)/.test(line)) {
          progress('database', Math.min(0.99, ++done / Math.max(1, entries)));
        }
      },
    );
    progress('database', 1);
    counts = await pgCounts(databaseUrl);
  }

  const short = Object.entries(manifest.counts).filter(([table, n]) => (counts[table] ?? -1) !== n);
  if (short.length > 0) {
    throw new BackupError(
      `the restored database does not hold what the backup counted: ${short
        .map(([table, n]) => `${table} ${String(counts[table])} of ${String(n)}`)
        .join(', ')}`,
    );
  }

  let missingMedia: MediaObject[] = [];
  if (manifest.media.copied) {
    const mediaDir = mediaDirOf(config);
    if (walk(mediaDir).length > 0 && !force) {
      throw new BackupError(`${mediaDir} holds files: restore into a fresh DATA_DIR, or pass --force`);
    }
    await copyFiles(manifest.media.objects, path.join(dir, MEDIA_DIR), mediaDir, progress);
    const restored = new Map(walk(mediaDir).map((o) => [o.key, o.bytes]));
    missingMedia = manifest.media.objects.filter((o) => restored.get(o.key) !== o.bytes);
  } else if (isS3(config)) {
    progress('media', 0);
    const present = new Map((await listBucket(config)).map((o) => [o.key, o.bytes]));
    missingMedia = manifest.media.objects.filter((o) => present.get(o.key) !== o.bytes);
    progress('media', 1);
  } else {
    throw new BackupError(
      'the backup lists media in a bucket, but this configuration stores media locally (STORAGE=s3?)',
    );
  }
  return { manifest, counts, missingMedia, seconds: round((performance.now() - started) / 1000) };
}
