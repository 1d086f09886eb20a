import { SEARCH_MAX_RESULTS, type SearchResult } from '@starlane/contract';
import type { Cache } from '../infra/cache.js';
import { searchTerms, type SearchRepository } from './search.repository.js';

/**
 * Live search asks on every keystroke, and most visitors type the same first letters: answers are cached
 * per query (its words, lower-cased) for a minute.
 */
export const SEARCH_CACHE = { namespace: 'search', ttlMs: 60_000 } as const;

export class SearchService {
  constructor(
    private readonly repository: SearchRepository,
    private readonly cache: Cache,
  ) {}

  async search(text: string): Promise<SearchResult[]> {
    const terms = searchTerms(text);
    if (terms.length === 0) return [];
    return this.cache.getOrLoad(SEARCH_CACHE.namespace, terms.join(' '), SEARCH_CACHE.ttlMs, () =>
      this.repository.search(text, SEARCH_MAX_RESULTS),
    );
  }
}
