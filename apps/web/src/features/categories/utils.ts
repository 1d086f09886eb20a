import type { Category } from '@starlane/contract';

/** Categories without a picture are hidden from every listing (spec 3). */
export function withPicture(categories: readonly Category[]): Category[] {
  return categories.filter((category) => Boolean(category.categoryPicture));
}

/**
 * The categories listing page. `paths` (config/paths.ts) has no entry for it yet; move it there as
 * `paths.categories` when that file is next touched.
 */
