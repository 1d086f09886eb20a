import { DURATION_OPTIONS } from '@/lib/listing-choice';
import { InlineSelect, type SelectOptions } from './inline-select';

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
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <InlineSelect label="Sort by" value={sort} options={sortOptions} onChange={onSort} />
      <InlineSelect label="Length" value={duration ?? ''} options={DURATION_OPTIONS} onChange={onDuration} />
    </div>
  );
}
