import { sql, type Kysely } from 'kysely';
import { siteRoutes, type SearchResult } from '@starlane/contract';
import type { Database } from '../db/schema.js';
import type { Engine } from '../db/dialect.js';

type Kind = 'video' | 'actor' | 'category';
const KIND_BY_CODE: Record<number, Kind> = { 1: 'video', 2: 'actor', 3: 'category' };

/** How many matches per query (per kind on PostgreSQL) are ranked; short prefixes match far more. */
const CANDIDATES = 300;

interface Hit {
  kind: Kind;
  id: number;
}

/** Words of the query, lower-cased; punctuation and operators are dropped so input can never be syntax. */
export function searchTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
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
        (select 'video' as kind, id, ts_rank(to_tsvector('simple', title), q) as rank, length(title) as len
           from videos, to_tsquery('simple', ${query}) q where to_tsvector('simple', title) @@ q limit ${CANDIDATES})
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
          .select(['id', 'wmc_external_id', 'title'])
          .where('id', 'in', ids)
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
          .select(['id', 'wmc_external_id', 'name'])
          .where('id', 'in', ids)
          .where('category_picture', 'is not', null)
          .execute(),
      ),
    ]);
    const results: SearchResult[] = [];
    for (const hit of hits) {
      if (hit.kind === 'video') {
        const v = videos.get(hit.id);
        if (v)
          results.push({
            id: v.wmc_external_id,
            type: 'video',
            title: v.title,
            url: siteRoutes.video({ wmcExternalId: v.wmc_external_id, title: v.title }),
          });
      } else if (hit.kind === 'actor') {
        const a = actors.get(hit.id);
        if (a) {
          const actor = { firstName: a.first_name, lastName: a.last_name };
          results.push({
            id: a.wmc_external_id,
            type: 'actor',
            title: `${a.first_name} ${a.last_name}`,
            url: siteRoutes.actor(actor),
          });
        }
      } else {
        const c = categories.get(hit.id);
        if (c)
          results.push({
            id: c.wmc_external_id,
            type: 'category',
            title: c.name,
            url: siteRoutes.category({ wmcExternalId: c.wmc_external_id, name: c.name }),
          });
      }
      if (results.length === limit) break;
    }
    return results;
  }

  private async fetch<T extends { id: number }>(
    ids: number[],
    load: (ids: number[]) => Promise<T[]>,
  ): Promise<Map<number, T>> {
    if (ids.length === 0) return new Map();
    return new Map((await load(ids)).map((row) => [row.id, row]));
  }
}
