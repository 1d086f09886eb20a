// The catalogues the hot reads run on: the large synthetic SQLite and PostgreSQL ones (built once, cached),
// the 1M-video SQLite one made from the SQLite one, and the ids to read picked from a catalogue.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { BUDGET } from './budgets.mjs';
import { CATALOGUE, MILLION, VIDEOS, log, opts, root } from './options.mjs';

function seedArgs(catalogue) {
  return Object.entries(catalogue).flatMap(([key, value]) => [`--${key}`, String(value)]);
}

function sqliteReader(dataDir) {
  const sqlite = new Database(path.join(dataDir, 'starlane.db'), { readonly: true });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    query: async (text, params = []) => sqlite.prepare(text.replace(/\$\d+/g, '?')).all(...params),
    close: async () => sqlite.close(),
  };
}

export async function prepareSqlite() {
  const dataDir = path.join(root, 'bench', 'cache', `sqlite-${VIDEOS}`);
  const marker = path.join(dataDir, '.seeded.json');
  if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== JSON.stringify(CATALOGUE)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    log(`seeding the SQLite catalogue in ${path.relative(root, dataDir)} (takes several minutes)`);
    const started = Date.now();
    const seed = spawnSync(process.execPath, ['apps/server/dist/cli/seed.js', ...seedArgs(CATALOGUE)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    });
    if (seed.status !== 0) throw new Error('seeding failed');
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    fs.writeFileSync(marker, JSON.stringify(CATALOGUE));
  }
  return sqliteReader(dataDir);
}

/**
 * The 1M-video SQLite catalogue: the 100k one with its videos (and their category and star links) copied
 * nine times under new ids, so every listing is ten times longer. Built once; its build time and size are
 * stored beside it.
 */
export async function prepareMillion(baseDir) {
  const dataDir = path.join(root, 'bench', 'cache', `sqlite-${MILLION}`);
  const marker = path.join(dataDir, '.built.json');
  if (!fs.existsSync(marker)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    log('building the 1M-video SQLite catalogue from the 100k one (once)');
    const started = Date.now();
    const source = new Database(path.join(baseDir, 'starlane.db'));
    await source.backup(path.join(dataDir, 'starlane.db'));
    source.close();
    fs.symlinkSync(path.join(baseDir, 'media'), path.join(dataDir, 'media'));
    const db = new Database(path.join(dataDir, 'starlane.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    const { max } = db.prepare('select max(id) as max from videos').get();
    const copies = Math.ceil(MILLION / max) - 1;
    const columns =
      'wmc_external_id, title, thumbnail, length, description, video_url, hls_url, created_at, view_count, rating_count, rating_sum, rating_score, comment_count, favourite_count, status';
    for (let k = 1; k <= copies; k++) {
      db.transaction(() => {
        db.prepare(
          `insert into videos (id, ${columns}) select id + ${k * max}, 'm' || (id + ${k * max}), ${columns.split(', ').slice(1).join(', ')} from videos where id <= ${max} and id + ${k * max} <= ${MILLION}`,
        ).run();
        for (const [table, column] of [
          ['video_categories', 'category_id'],
          ['video_actors', 'actor_id'],
        ]) {
          db.prepare(
            `insert into ${table} (video_id, ${column}) select video_id + ${k * max}, ${column} from ${table} where video_id <= ${max} and video_id + ${k * max} <= ${MILLION}`,
          ).run();
        }
      })();
      log(`  copy ${k}/${copies} done`);
    }
    db.exec('analyze');
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const bytes = fs.statSync(path.join(dataDir, 'starlane.db')).size;
    fs.writeFileSync(marker, JSON.stringify({ buildSeconds: (Date.now() - started) / 1000, bytes }));
  }
  const built = JSON.parse(fs.readFileSync(marker, 'utf8'));
  log(
    `1M catalogue: built in ${built.buildSeconds.toFixed(0)} s, ${(built.bytes / 1024 / 1024).toFixed(0)} MB`,
  );
  return { ...sqliteReader(dataDir), built };
}

export async function preparePostgres() {
  const url = new URL(opts['postgres-url']);
  const dbName = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: opts['postgres-url'].replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount > 0;
  if (!exists) await admin.query(`create database ${dbName}`);
  await admin.end();
  const client = new pg.Client({ connectionString: opts['postgres-url'] });
  await client.connect();
  const dataDir = path.join(root, 'bench', 'cache', `postgres-${VIDEOS}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const count = await client
    .query('select count(*)::int as n from videos')
    .then((r) => r.rows[0].n)
    .catch(() => 0);
  if (count !== VIDEOS) {
    log(`seeding the PostgreSQL catalogue in ${dbName} (takes several minutes)`);
    const started = Date.now();
    const seed = spawnSync(
      process.execPath,
      ['apps/server/dist/cli/seed.js', ...seedArgs(CATALOGUE), '--reset'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: opts['postgres-url'], LOG_LEVEL: 'warn' },
      },
    );
    if (seed.status !== 0) throw new Error('seeding failed');
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Earlier runs' view counting leaves dead rows; VACUUM sets the visibility map again, so deep pages are
  // index-only scans as autovacuum would leave them on a live site.
  await client.query('vacuum analyze');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: opts['postgres-url'] },
    query: async (text, params = []) => (await client.query(text, params)).rows,
    close: () => client.end(),
  };
}

/** Ids to read, picked from the catalogue itself. */
export async function sampleOf(catalogue) {
  const sample = (sql, params) => catalogue.query(sql, params);
  const videos = (
    await sample(
      "select wmc_external_id from videos where status = 'published' order by id limit 64 offset 1000",
    )
  ).map((r) => r.wmc_external_id);
  const [category] = await sample(
    'select categories.wmc_external_id as id, count(*) as n from video_categories join categories on categories.id = video_categories.category_id group by categories.wmc_external_id order by count(*) desc limit 1',
  );
  const [actor] = await sample(
    'select actors.wmc_external_id as id, first_name from actors where length(first_name) >= 5 order by id limit 1',
  );
  const [playlist] = await sample('select id from playlists where video_count >= 3 order by id limit 1');
  const [member] = await sample('select member_id from playlists order by id limit 1');
  const categoryIds = (
    await sample(
      'select wmc_external_id from categories where category_picture is not null order by id limit 32',
    )
  ).map((r) => r.wmc_external_id);
  const prefixes = [];
  for (let n = 1; n <= Math.min(5, actor.first_name.length); n++)
    prefixes.push(actor.first_name.slice(0, n).toLowerCase());
  const tenThousand = (
    await sample(
      `select wmc_external_id from videos where status = 'published' order by id limit ${BUDGET.distinctUrls}`,
    )
  ).map((r) => r.wmc_external_id);
  return {
    videos,
    category: {
      id: category.id,
      deepPage: Math.min(500, Math.max(1, Math.floor(Number(category.n) / 12))),
    },
    actor: actor.id,
    playlist: playlist?.id ?? 1,
    member: member?.member_id ?? '00000000-0000-0000-0000-000000000000',
    categoryIds,
    prefixes,
    tenThousand,
  };
}
