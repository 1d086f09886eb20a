import type { ToplistType, ToplistWindow } from '@starlane/contract';
import { TOPLIST_TYPES } from '@/config/constants';
import { paths } from '@/config/paths';
import { PillTabs } from './pill-tabs';
import { useMessages } from '@/lib/i18n/messages';

/**
 * Links between the public toplists; `current` is marked as the current page. The chosen time window goes
 * along, so switching lists keeps "this week".
 */
export function ToplistTabs({ current, window = 'all' }: { current: ToplistType; window?: ToplistWindow }) {
  const t = useMessages();
  return (
    <PillTabs
      label={t.head.toplists}
      tabs={TOPLIST_TYPES.map((type) => ({
        key: type,
        to: window === 'all' ? paths.toplist(type) : `${paths.toplist(type)}?window=${window}`,
        label: t.toplists[type],
        current: type === current,
      }))}
    />
  );
}
