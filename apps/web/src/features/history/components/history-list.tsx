import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@starlane/contract';
import { LoadMore } from '@/components/load-more';
import { QueryState } from '@/components/query-state';
import { useAuth } from '@/lib/auth/auth-context';
import { notifyError } from '@/lib/toast';
import { useClearHistory } from '../api/clear-history';
import { getHistoryPagesQueryOptions } from '../api/get-history';
import { useHistorySettings } from '../api/get-history-settings';
import { useRemoveHistoryEntry } from '../api/remove-history-entry';
import { useSetHistoryPaused } from '../api/set-history-paused';
import {
  clearLocalHistory,
  removeLocalEntry,
  setLocalHistoryPaused,
  useLocalHistory,
} from '../lib/local-history';
import { HistoryCard } from './history-card';
import { useMessages } from '@/lib/i18n/messages';

interface ControlsProps {
  paused: boolean;
  busy: boolean;
  hasEntries: boolean;
  onPause: (paused: boolean) => void;
  onClear: () => void;
}

function HistoryControls({ paused, busy, hasEntries, onPause, onClear }: ControlsProps) {
  const t = useMessages();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-pressed={paused}
        disabled={busy}
        onClick={() => {
          onPause(!paused);
        }}
      >
        {t.history.pause}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        disabled={busy || !hasEntries}
        onClick={onClear}
      >
        {t.history.clear}
      </button>
      {paused ? (
        <span role="status" className="text-body-secondary">
          {t.history.paused}
        </span>
      ) : null}
    </div>
  );
}

function EntryList({
  entries,
  onRemove,
}: {
  entries: HistoryEntry[];
  onRemove: (entry: HistoryEntry) => void;
}) {
  const t = useMessages();
  return (
    <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled" aria-label={t.history.yours}>
      {entries.map((entry) => (
        <li key={entry.movie.wmcExternalId} className="col">
          <HistoryCard
            entry={entry}
            headingLevel={2}
            action={
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={t.history.removeNamed(entry.movie.title)}
                onClick={() => {
                  onRemove(entry);
                }}
              >
                {t.comments.remove}
              </button>
            }
          />
        </li>
      ))}
    </ul>
  );
}

function MemberHistory() {
  const result = useInfiniteQuery(getHistoryPagesQueryOptions());
  const t = useMessages();
  const settings = useHistorySettings(true);
  const pause = useSetHistoryPaused();
  const clear = useClearHistory();
  const remove = useRemoveHistoryEntry();
  const entries = result.data?.pages.flat();
  const onError = (error: unknown) => {
    notifyError(error, t.history.failed);
  };
  return (
    <>
      <HistoryControls
        paused={settings.data?.paused ?? false}
        busy={pause.isPending || clear.isPending || !settings.data}
        hasEntries={(entries?.length ?? 0) > 0}
        onPause={(paused) => {
          pause.mutate(paused, { onError });
        }}
        onClear={() => {
          clear.mutate(undefined, { onError });
        }}
      />
      <QueryState query={{ ...result, data: entries }} what={t.history.yours} empty={t.history.empty}>
        {(loaded) => (
          <>
            <EntryList
              entries={loaded}
              onRemove={(entry) => {
                remove.mutate(entry.movie.wmcExternalId, { onError });
              }}
            />
            <LoadMore query={result} label={t.ui.showMore} what={t.history.entries} />
          </>
        )}
      </QueryState>
    </>
  );
}

function VisitorHistory() {
  const { paused, entries } = useLocalHistory();
  const t = useMessages();
  return (
    <>
      <p className="text-body-secondary">{t.history.browserOnly}</p>
      <HistoryControls
        paused={paused}
        busy={false}
        hasEntries={entries.length > 0}
        onPause={setLocalHistoryPaused}
        onClear={clearLocalHistory}
      />
      {entries.length === 0 ? (
        <p>{t.history.empty}</p>
      ) : (
        <EntryList
          entries={entries}
          onRemove={(entry) => {
            removeLocalEntry(entry.movie.wmcExternalId);
          }}
        />
      )}
    </>
  );
}

/** The viewer's watch history with its controls: a member's from the server, a visitor's from this browser. */
export function HistoryList() {
  const { status } = useAuth();
  if (status === 'checking') return null;
  return status === 'signedIn' ? <MemberHistory /> : <VisitorHistory />;
}
