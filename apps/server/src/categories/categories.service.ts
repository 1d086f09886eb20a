import type { Category } from '@starlane/contract';
import { found } from '../errors.js';
import type { CategoryRepository } from './categories.repository.js';
import type { Cache } from '../infra/cache.js';
import { cacheTags } from '../infra/cache-tags.js';

/** Every page's navigation shows the categories: read them from the database once in a while only. */
const CATEGORY_CACHE = { key: 'categories', tags: [cacheTags.categories], ttlMs: 5 * 60_000 } as const;

export class CategoryService {
  constructor(
    private readonly categories: CategoryRepository,
    private readonly cache: Cache,
  ) {}

  listAll(): Promise<Category[]> {
    const { key, tags, ttlMs } = CATEGORY_CACHE;
    return this.cache.getOrLoad(key, tags, ttlMs, () => this.categories.listAll());
  }

  async get(publicId: string): Promise<Category> {
    return found(await this.categories.findByPublicId(publicId), 'Category');
  }
}
