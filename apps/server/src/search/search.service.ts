import {
  SEARCH_MAX_RESULTS,
  type SearchResult,
  type SearchResults,
  type SearchResultsQuery,
  type VideoListItem,
} from '@starlane/contract';
import type { Cache } from '../infra/cache.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Clock } from '../infra/clock.js';
import type { CategoryService } from '../categories/index.js';
import type { VideoService } from '../videos/index.js';
import { searchTerms, type SearchRepository } from './search.repository.js';
import { buildVocabulary, closestNames, corrections, type Vocabulary } from './spelling.js';

/** The results page counts and pages within this many best matches of each kind. */
const RESULT_BOUND = { video: 1000, actor: 100, category: 100 } as const;
/** How many stars and categories the results page shows (their counts say how many matched). */
const NAMES_SHOWN = 24;
const SUGGESTIONS = 5;
/** How many corrections of a query that matched nothing are searched, likeliest first. */
const CORRECTIONS_TRIED = 4;
/** The spelling vocabulary is rebuilt this often at most; new titles are corrected to after that. */
const VOCABULARY_REFRESH_MS = 10 * 60_000;

interface Found {
  video: number[];
  actor: number[];
  category: number[];
}

/**
 * Live search asks on every keystroke, and most visitors type the same first letters: answers are cached
 * per query (its words, lower-cased) for a minute. They show videos, stars and categories by name.
 */
const SEARCH_CACHE = {
  tags: [cacheTags.catalogue, cacheTags.stars, cacheTags.categories],
  ttlMs: 60_000,
} as const;

/** How long a whole results page is kept: as long as the response cache keeps a listing. */
const RESULTS_PAGE_TTL_MS = 10_000;

export class SearchService {
  private vocabulary: { value: Promise<Vocabulary>; readAt: number } | undefined;

  constructor(
    private readonly repository: SearchRepository,
    private readonly cache: Cache,
    private readonly videos: Pick<VideoService, 'listByIds'>,
    private readonly categories: Pick<CategoryService, 'get'>,
    private readonly clock: Clock,
  ) {}

  /**
   * The search results page: matching videos (paged, sorted, filtered by duration and category), stars and
   * categories with their counts. When nothing matches the words as typed, each word is corrected to the
   * closest words of the catalogue (edit distance with swaps, then trigram similarity, docs/decisions/0031)
   * and the likeliest corrections that find something are searched; when still nothing matches, the
   * closest star and category names are suggested.
   */
  async results(query: SearchResultsQuery): Promise<SearchResults> {
    const categoryId = query.categoryId ? (await this.categories.get(query.categoryId)).id : undefined;
    const { tags } = SEARCH_CACHE;
    // The page's facts and sort are the costly part, and a results page is shared by every visitor who
    // searched the same words: the whole answer is kept as long as a listing's (view counts may lag as much).
    const key = `search-page:${JSON.stringify([query.q, query.sort, query.duration, categoryId, query.page, query.amount])}`;
    return this.cache.getOrLoad(key, tags, RESULTS_PAGE_TTL_MS, () => this.freshResults(query, categoryId));
  }

  private async freshResults(
    query: SearchResultsQuery,
    categoryId: number | undefined,
  ): Promise<SearchResults> {
    const terms = searchTerms(query.q);
    let searched = terms.join(' ');
    let found = await this.find(searched);
    let correctedFrom: string | null = null;
    const nothing = (f: Found) => f.video.length + f.actor.length + f.category.length === 0;
    if (nothing(found) && terms.length > 0) {
      // The likeliest correction first; when it finds nothing, the next ones ("stroy": "story" before
      // "strop"), so that a word the catalogue has in a title beats one it has in none.
      for (const corrected of corrections(await this.currentVocabulary(), terms, CORRECTIONS_TRIED)) {
        if (corrected === searched) continue;
        const again = await this.find(corrected);
        if (!nothing(again)) {
          correctedFrom = searched;
          searched = corrected;
          found = again;
          break;
        }
      }
    }
    const suggestions = nothing(found)
      ? closestNames(await this.currentVocabulary(), query.q, SUGGESTIONS)
      : [];
    const [videos, stars, categories] = await Promise.all([
      this.videoPage(found.video, query, categoryId),
      this.repository.actorsByIds(found.actor.slice(0, NAMES_SHOWN)),
      this.repository.categoriesByIds(found.category.slice(0, NAMES_SHOWN)),
    ]);
    return {
      searched,
      correctedFrom,
      videos,
      stars: { total: found.actor.length, items: stars },
      categories: { total: found.category.length, items: categories },
      suggestions,
    };
  }

  /** The best matches of each kind for the words, cached like the live search's answers. */
  private find(words: string): Promise<Found> {
    if (words === '') return Promise.resolve({ video: [], actor: [], category: [] });
    const { tags, ttlMs } = SEARCH_CACHE;
    return this.cache.getOrLoad(`search-results:${words}`, tags, ttlMs, async () => {
      const [video, actor, category] = await Promise.all([
        this.repository.rankedIds('video', words, RESULT_BOUND.video),
        this.repository.rankedIds('actor', words, RESULT_BOUND.actor),
        this.repository.rankedIds('category', words, RESULT_BOUND.category),
      ]);
      return { video, actor, category };
    });
  }

  private async videoPage(
    rankedIds: number[],
    query: SearchResultsQuery,
    categoryId: number | undefined,
  ): Promise<{ total: number; items: VideoListItem[] }> {
    const facts = await this.repository.videoFacts(rankedIds, { duration: query.duration, categoryId });
    const rank = new Map(rankedIds.map((id, i) => [id, i]));
    const key = {
      relevance: (f: (typeof facts)[number]) => -(rank.get(f.id) ?? 0),
      newest: (f: (typeof facts)[number]) => Date.parse(f.created_at),
      mostviewed: (f: (typeof facts)[number]) => f.view_count,
      toprated: (f: (typeof facts)[number]) => f.rating_score,
      longest: (f: (typeof facts)[number]) => f.length,
    }[query.sort];
    facts.sort((a, b) => key(b) - key(a) || b.id - a.id);
    const start = (query.page - 1) * query.amount;
    const pageIds = facts.slice(start, start + query.amount).map((f) => f.id);
    return { total: facts.length, items: await this.videos.listByIds(pageIds) };
  }

  private currentVocabulary(): Promise<Vocabulary> {
    const now = this.clock.now().getTime();
    if (!this.vocabulary || now - this.vocabulary.readAt > VOCABULARY_REFRESH_MS) {
      const value = this.repository.vocabularySources().then(({ titles, names }) =>
        buildVocabulary(
          [...titles, ...names].flatMap((text) => searchTerms(text)),
          names,
        ),
      );
      // A failed load is not kept: the next search tries again.
      value.catch(() => {
        this.vocabulary = undefined;
      });
      this.vocabulary = { value, readAt: now };
    }
    return this.vocabulary.value;
  }

  async search(text: string): Promise<SearchResult[]> {
    const terms = searchTerms(text);
    if (terms.length === 0) return [];
    const { tags, ttlMs } = SEARCH_CACHE;
    return this.cache.getOrLoad(`search:${terms.join(' ')}`, tags, ttlMs, () =>
      this.repository.search(text, SEARCH_MAX_RESULTS),
    );
  }
}
