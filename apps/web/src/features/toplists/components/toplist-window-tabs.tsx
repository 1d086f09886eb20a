import { useLocation } from 'react-router';
import type { ToplistWindow } from '@starlane/contract';
import { TOPLIST_WINDOW_ORDER } from '../utils';
import { PillTabs } from './pill-tabs';
import { useMessages } from '@/lib/i18n/messages';

/** The URL of the current page with `?window=` set; all time drops it, so the spec's URL stays the default. */
export function withWindow(pathname: string, search: string, window: ToplistWindow): string {
  const params = new URLSearchParams(search);
  if (window === 'all') params.delete('window');
  else params.set('window', window);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Today / This week / This month / All time for the current toplist, kept in the URL (?window=). */
export function ToplistWindowTabs({ current }: { current: ToplistWindow }) {
  const location = useLocation();
  const t = useMessages();
  return (
    <PillTabs
      label={t.toplistPages.timeWindow}
      replace
      tabs={TOPLIST_WINDOW_ORDER.map((window) => ({
        key: window,
        to: withWindow(location.pathname, location.search, window),
        label: t.toplistPages.windows[window],
        current: window === current,
      }))}
    />
  );
}
