import type { ToplistType, ToplistWindow } from '@starlane/contract';
import { TOPLIST_TYPES } from '@/config/constants';
import { paths, TOPLIST_TITLES } from '@/config/paths';
import { PillTabs } from './pill-tabs';

/**
 * Links between the public toplists; `current` is marked as the current page. The chosen time window goes
 * along, so switching lists keeps "this week".
 */
export function ToplistTabs({ current, window = 'all' }: { current: ToplistType; window?: ToplistWindow }) {
  return (
    <PillTabs
      label="Toplists"
      tabs={TOPLIST_TYPES.map((type) => ({
        key: type,
        to: window === 'all' ? paths.toplist(type) : `${paths.toplist(type)}?window=${window}`,
        label: TOPLIST_TITLES[type],
        current: type === current,
      }))}
    />
  );
}
