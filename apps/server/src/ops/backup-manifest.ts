/**
 * Backups that restore (docs/decisions/0058). A backup is a folder:
 *   manifest.json     what was taken, when, from which engine, the row counts, every media object
 *   database.sqlite   SQLite's online backup of the live file (a consistent copy while the site writes)
 *   database.pgdump   or pg_dump's custom format (one snapshot) of the PostgreSQL database
 *   media/            the local media files (with STORAGE=s3 the bucket keeps them; the manifest lists them)
 */
export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'database.sqlite';
export const PG_FILE = 'database.pgdump';
export const MEDIA_DIR = 'media';
export const BACKUP_FORMAT = 1;

/** Tables whose row counts the manifest keeps and a restore checks. */
export const COUNTED_TABLES = [
  'members',
  'videos',
  'actors',
  'categories',
  'comments',
  'ratings',
  'favourites',
  'playlists',
  'playlist_movies',
  'video_views',
  'view_inbox',
  'media_jobs',
  'kysely_migration',
] as const;

export interface MediaObject {
  key: string;
  bytes: number;
  /** The object store's ETag (S3 only). */
  etag?: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  engine: 'sqlite' | 'postgres';
  database: { file: string; bytes: number; seconds: number };
  counts: Record<string, number>;
  media: { storage: 'local' | 's3'; bucket?: string; copied: boolean; objects: MediaObject[]; bytes: number };
  seconds: number;
}
