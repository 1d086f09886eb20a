import { sql, type Kysely } from 'kysely';
import {
  DURATION_BOUNDS,
  siteRoutes,
  type Actor,
  type Category,
  type DurationFilter,
  type SearchResult,
} from '@starlane/contract';
import type { Database } from '../db/schema.js';
import type { Engine } from '../db/dialect.js';
import { ACTOR_COLUMNS, toActor } from '../catalogue/index.js';

export type Kind = 'video' | 'actor' | 'category';
const KIND_BY_CODE: Record<number, Kind> = { 1: 'video', 2: 'actor', 3: 'category' };

/** How many matches per query (per kind on PostgreSQL) are ranked; short prefixes match far more. */
const CANDIDATES = 300;

interface Hit {
  kind: Kind;
  id: number;
}

/** A video's searchable text: its title and its Spanish title (docs/decisions/0074), as the index holds it. */
const VIDEO_TITLES = `title || coalesce(' ' || title_es, '')`;

/** Words of the query, lower-cased; punctuation and operators are dropped so input can never be syntax. */
export function searchTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** One quick-search result: the item's public id, its kind, the title shown and where it links. */
function searchResult(
  id: string,
  type: SearchResult['type'],
  title: string,
  url: string,
  titleEs: string | null = null,
): SearchResult {
  return { id, type, title, url, ...(titleEs !== null && { titleEs }) };
}

/**
 * Prefix search ("ali" finds "Alice") on the engine's full-text index: FTS5 on SQLite, tsvector + GIN on
 * PostgreSQL. Never a LIKE scan.
 */
export class SearchRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  private async hitsSqlite(terms: string[], limit: number): Promise<Hit[]> {
    const match = terms.map((term) => `"${term}"*`).join(' AND ');
    // Ranking every match of a one-letter prefix would read most of the index: rank a bounded first slice.
    const result = await sql<{ rowid: number }>`
      select rowid from (
        select rowid, rank, title from search_index where search_index match ${match} limit ${CANDIDATES}
      ) order by rank, length(title), rowid limit ${limit}`.execute(this.db);
    return result.rows.map(({ rowid }) => ({
      kind: KIND_BY_CODE[rowid % 4] ?? 'video',
      id: Math.floor(rowid / 4),
    }));
  }

  private async hitsPostgres(terms: string[], limit: number): Promise<Hit[]> {
    const query = terms.map((term) => `${term}:*`).join(' & ');
    const result = await sql<{ kind: Kind; id: number }>`
      select kind, id from (
        (select 'video' as kind, id, ts_rank(to_tsvector('simple', ${sql.raw(VIDEO_TITLES)}), q) as rank,
                length(title) as len
           from videos, to_tsquery('simple', ${query}) q
          where to_tsvector('simple', ${sql.raw(VIDEO_TITLES)}) @@ q and status = 'published' limit ${CANDIDATES})
        union all
        (select 'actor', id, ts_rank(to_tsvector('simple', first_name || ' ' || last_name), q),
                length(first_name) + length(last_name) + 1
           from actors, to_tsquery('simple', ${query}) q
          where to_tsvector('simple', first_name || ' ' || last_name) @@ q limit ${CANDIDATES})
        union all
        (select 'category', id, ts_rank(to_tsvector('simple', name), q), length(name)
           from categories, to_tsquery('simple', ${query}) q where to_tsvector('simple', name) @@ q limit ${CANDIDATES})
      ) hits order by rank desc, len, kind, id limit ${limit}`.execute(this.db);
    return result.rows;
  }

  async search(text: string, limit: number): Promise<SearchResult[]> {
    const terms = searchTerms(text);
    if (terms.length === 0) return [];
    // Ask for a few more than needed: categories without a picture are dropped below.
    const hits = await (this.engine === 'postgres'
      ? this.hitsPostgres(terms, limit * 2)
      : this.hitsSqlite(terms, limit * 2));
    const idsOf = (kind: Kind) => hits.filter((h) => h.kind === kind).map((h) => h.id);
    const [videos, actors, categories] = await Promise.all([
      this.fetch(idsOf('video'), (ids) =>
        this.db
          .selectFrom('videos')
          .select(['id', 'wmc_external_id', 'title', 'title_es'])
          .where('id', 'in', ids)
          // The SQLite index holds every title: the hits of unpublished videos are dropped here.
          .where('status', '=', 'published')
          .execute(),
      ),
      this.fetch(idsOf('actor'), (ids) =>
        this.db
          .selectFrom('actors')
          .select(['id', 'wmc_external_id', 'first_name', 'last_name'])
          .where('id', 'in', ids)
          .execute(),
      ),
      this.fetch(idsOf('category'), (ids) =>
        this.db
          .selectFrom('categories')
          .select(['id', 'wmc_external_id', 'name', 'name_es'])
          .where('id', 'in', ids)
          .where('category_picture', 'is not', null)
          .execute(),
      ),
    ]);
    const results: SearchResult[] = [];
    for (const hit of hits) {
      if (hit.kind === 'video') {
        const v = videos.get(hit.id);
        if (v) {
          const url = siteRoutes.video({ wmcExternalId: v.wmc_external_id, title: v.title });
          results.push(searchResult(v.wmc_external_id, 'video', v.title, url, v.title_es));
        }
      } else if (hit.kind === 'actor') {
        const a = actors.get(hit.id);
        if (a) {
          const url = siteRoutes.actor({ firstName: a.first_name, lastName: a.last_name });
          results.push(searchResult(a.wmc_external_id, 'actor', `${a.first_name} ${a.last_name}`, url));
        }
      } else {
        const c = categories.get(hit.id);
        if (c) {
          const url = siteRoutes.category({ wmcExternalId: c.wmc_external_id, name: c.name });
          results.push(searchResult(c.wmc_external_id, 'category', c.name, url, c.name_es));
        }
      }
      if (results.length === limit) break;
    }
    return results;
  }

  /**
   * The ids of one kind whose names start with the words, best match first, at most `limit` (the results
   * page counts and pages inside this bound).
   */
  async rankedIds(kind: Kind, text: string, limit: number): Promise<number[]> {
    const terms = searchTerms(text);
    if (terms.length === 0) return [];
    if (this.engine === 'postgres') {
      const query = terms.map((term) => `${term}:*`).join(' & ');
      const name = {
        video: sql.raw(VIDEO_TITLES),
        actor: sql.raw(`first_name || ' ' || last_name`),
        category: sql.raw('name'),
      }[kind];
      const table = sql.table({ video: 'videos', actor: 'actors', category: 'categories' }[kind]);
      const published = kind === 'video' ? sql`and status = 'published'` : sql``;
      const result = await sql<{ id: number }>`
        select id from ${table}, to_tsquery('simple', ${query}) q
         where to_tsvector('simple', ${name}) @@ q ${published}
         order by ts_rank(to_tsvector('simple', ${name}), q) desc, length(${name}), id
         limit ${limit}`.execute(this.db);
      return result.rows.map((row) => row.id);
    }
    const match = terms.map((term) => `"${term}"*`).join(' AND ');
    const code = { video: 1, actor: 2, category: 3 }[kind];
    // The FTS table holds all three kinds; rank a bounded slice, as the live search does.
    const result = await sql<{ rowid: number }>`
      select rowid from (
        select rowid, rank, title from search_index where search_index match ${match} limit ${limit * 4}
      ) where rowid % 4 = ${code} order by rank, length(title), rowid limit ${limit}`.execute(this.db);
    return result.rows.map((row) => Math.floor(row.rowid / 4));
  }

  /** What the results page sorts and filters matching videos by, for the published ones among `ids`. */
  async videoFacts(
    ids: number[],
    filter: { duration?: DurationFilter | undefined; categoryId?: number | undefined },
  ): Promise<{ id: number; created_at: string; view_count: number; rating_score: number; length: number }[]> {
    if (ids.length === 0) return [];
    let query = this.db
      .selectFrom('videos')
      .select(['id', 'created_at', 'view_count', 'rating_score', 'length'])
      .where('id', 'in', ids)
      .where('status', '=', 'published');
    if (filter.duration) {
      const { from, below } = DURATION_BOUNDS[filter.duration];
      query = query.where('length', '>=', from);
      if (below !== undefined) query = query.where('length', '<', below);
    }
    if (filter.categoryId !== undefined) {
      const categoryId = filter.categoryId;
      query = query.where('id', 'in', (eb) =>
        eb.selectFrom('video_categories').select('video_id').where('category_id', '=', categoryId),
      );
    }
    return query.execute();
  }

  async actorsByIds(ids: number[]): Promise<Actor[]> {
    const rows = await this.fetch(ids, (some) =>
      this.db.selectFrom('actors').select(ACTOR_COLUMNS).where('id', 'in', some).execute(),
    );
    return inIdOrder(ids, rows, toActor);
  }

  async categoriesByIds(ids: number[]): Promise<Category[]> {
    const rows = await this.fetch(ids, (some) =>
      this.db
        .selectFrom('categories')
        .select(['id', 'wmc_external_id', 'name', 'category_picture', 'name_es'])
        .where('id', 'in', some)
        .execute(),
    );
    return inIdOrder(ids, rows, (c) => ({
      id: c.id,
      wmcExternalId: c.wmc_external_id,
      name: c.name,
      categoryPicture: c.category_picture,
      nameEs: c.name_es,
    }));
  }

  /** Every name and title, for the spelling vocabulary (docs/decisions/0031). */
  async vocabularySources(): Promise<{ titles: string[]; names: string[] }> {
    const [videos, actors, categories] = await Promise.all([
      this.db.selectFrom('videos').select('title').where('status', '=', 'published').execute(),
      this.db.selectFrom('actors').select(['first_name', 'last_name']).execute(),
      this.db.selectFrom('categories').select('name').execute(),
    ]);
    return {
      titles: videos.map((v) => v.title),
      names: [...actors.map((a) => `${a.first_name} ${a.last_name}`), ...categories.map((c) => c.name)],
    };
  }

  private async fetch<T extends { id: number }>(
    ids: number[],
    load: (ids: number[]) => Promise<T[]>,
  ): Promise<Map<number, T>> {
    if (ids.length === 0) return new Map();
    return new Map((await load(ids)).map((row) => [row.id, row]));
  }
}

/** The rows of `ids` in their order, mapped; an id with no row is left out. */
function inIdOrder<T, R>(ids: number[], rows: Map<number, T>, map: (row: T) => R): R[] {
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [map(row)] : [];
  });
}
