import type { ToplistType } from '@starlane/contract';
import { DEFAULT_TOPLIST_TYPE, TOPLIST_TYPES } from '@/config/constants';

/** The toplist a route segment names; an unknown or missing one is the most viewed list (spec 2). */
export function toToplistType(value: string | undefined): ToplistType {
  const lower = value?.toLowerCase();
  return TOPLIST_TYPES.find((type) => type === lower) ?? DEFAULT_TOPLIST_TYPE;
}
