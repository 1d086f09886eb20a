import type { Category } from '@starlane/contract';
import { found } from '../errors.js';
import { numericPublicId } from '../db/public-id.js';
import type { CategoryRepository } from './categories.repository.js';
import type { Cache } from '../infra/cache.js';
import { cacheTags } from '../infra/cache-tags.js';

/** Every page's navigation shows the categories: read them from the database once in a while only. */
const CATEGORY_CACHE = { key: 'categories', tags: [cacheTags.categories], ttlMs: 5 * 60_000 } as const;

export class CategoryService {
  /** Lookups into the cached list, made again whenever the cache hands out another list. */
  private index:
    { list: Category[]; byExternalId: Map<string, Category>; byId: Map<number, Category> } | undefined;

  constructor(
    private readonly categories: CategoryRepository,
    private readonly cache: Cache,
  ) {}

  listAll(): Promise<Category[]> {
    const { key, tags, ttlMs } = CATEGORY_CACHE;
    return this.cache.getOrLoad(key, tags, ttlMs, () => this.categories.listAll());
  }

  /**
   * A category by public id (db/public-id.ts: the external id wins over a numeric id). Every category page
   * asks, so it is looked up in the cached list; one the list does not hold yet (made by a media import
   * since) is read from the database.
   */
  async get(publicId: string): Promise<Category> {
    const list = await this.listAll();
    if (this.index?.list !== list) {
      this.index = {
        list,
        byExternalId: new Map(list.map((category) => [category.wmcExternalId, category])),
        byId: new Map(list.map((category) => [category.id, category])),
      };
    }
    const numeric = numericPublicId(publicId);
    const held =
      this.index.byExternalId.get(publicId) ??
      (numeric === undefined ? undefined : this.index.byId.get(numeric));
    return held ?? found(await this.categories.findByPublicId(publicId), 'Category');
  }
}
