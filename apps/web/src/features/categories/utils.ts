import type { Category } from '@starlane/contract';

/** Categories without a picture are hidden from every listing (spec 3). */
export function withPicture(categories: readonly Category[]): Category[] {
  return categories.filter((category) => Boolean(category.categoryPicture));
}
