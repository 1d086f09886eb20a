import type { Category } from '@starlane/contract';
import { NotFoundError } from '../http/errors.js';
import type { CategoryRepository } from './categories.repository.js';
import type { Cache } from '../infra/cache.js';

/** Every page's navigation shows the categories: read them from the database once in a while only. */
export const CATEGORY_CACHE = { namespace: 'categories', ttlMs: 5 * 60_000 } as const;

export class CategoryService {
  constructor(
    private readonly categories: CategoryRepository,
    private readonly cache: Cache,
  ) {}

  listAll(): Promise<Category[]> {
    return this.cache.getOrLoad(CATEGORY_CACHE.namespace, 'all', CATEGORY_CACHE.ttlMs, () =>
      this.categories.listAll(),
    );
  }

  async get(publicId: string): Promise<Category> {
    const category = await this.categories.findByPublicId(publicId);
    if (!category) throw new NotFoundError('Category');
    return category;
  }
}
