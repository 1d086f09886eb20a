import { DURATION_FILTERS } from '@starlane/contract';
import { InlineSelect, type SelectOptions } from './inline-select';
import { useMessages } from '@/lib/i18n/messages';

/** "Sort by" and "Length" selects side by side; each change hands over the chosen value ('' for any length). */
export function SortAndLength({
  sort,
  sortOptions,
  onSort,
  duration,
  onDuration,
}: {
  sort: string;
  sortOptions: SelectOptions;
  onSort: (value: string) => void;
  duration: string | undefined;
  onDuration: (value: string) => void;
}) {
  const t = useMessages();
  const durations: SelectOptions = [
    ['', t.listing.anyLength],
    ...DURATION_FILTERS.map((value) => [value, t.listing.durations[value]] as const),
  ];
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <InlineSelect label={t.listing.sortBy} value={sort} options={sortOptions} onChange={onSort} />
      <InlineSelect
        label={t.listing.length}
        value={duration ?? ''}
        options={durations}
        onChange={onDuration}
      />
    </div>
  );
}
