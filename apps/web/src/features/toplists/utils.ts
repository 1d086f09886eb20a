import {
  TOPLIST_WINDOWS,
  type MyToplistType,
  type ToplistType,
  type ToplistWindow,
} from '@starlane/contract';
import {
  DEFAULT_MY_TOPLIST_TYPE,
  DEFAULT_TOPLIST_TYPE,
  MY_TOPLIST_TYPES,
  TOPLIST_TYPES,
} from '@/config/constants';

/** The toplist a route segment names; an unknown or missing one is the most viewed list (spec 2). */
export function toToplistType(value: string | undefined): ToplistType {
  const lower = value?.toLowerCase();
  return TOPLIST_TYPES.find((type) => type === lower) ?? DEFAULT_TOPLIST_TYPE;
}

/** The route's type, or the default for a missing or unknown one (spec 2). */
export function myToplistType(raw: string | undefined): MyToplistType {
  return MY_TOPLIST_TYPES.find((type) => type === raw?.toLowerCase()) ?? DEFAULT_MY_TOPLIST_TYPE;
}

/** The window a `?window=` names; anything else is all time, the default (docs/decisions/0030). */
export function toToplistWindow(value: string | null | undefined): ToplistWindow {
  return TOPLIST_WINDOWS.find((window) => window === value?.toLowerCase()) ?? 'all';
}

/** The order the window switch shows them in: shortest first, all time last. */
export const TOPLIST_WINDOW_ORDER: readonly ToplistWindow[] = ['today', 'week', 'month', 'all'];
