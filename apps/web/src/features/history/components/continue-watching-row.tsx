import type { HistoryEntry } from '@starlane/contract';
import { paths } from '@/config/paths';
import { TitledSection } from '@/components/titled-section';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { useHydrated } from '@/lib/use-hydrated';
import { useContinueWatching } from '../api/get-continue-watching';
import { inProgress, useLocalHistory } from '../lib/local-history';
import { HistoryCard } from './history-card';
import { useMessages } from '@/lib/i18n/messages';

export const CONTINUE_WATCHING_AMOUNT = 6;

/** The row itself: nothing at all when there is nothing half-watched. */
export function ContinueWatchingList({ entries }: { entries: readonly HistoryEntry[] }) {
  const t = useMessages();
  if (entries.length === 0) return null;
  return (
    <TitledSection
      title={t.history.continueWatching}
      aside={<Link to={paths.history}>{t.history.yours}</Link>}
    >
      {(headingId) => (
        <ul
          className="row row-cols-2 row-cols-md-3 row-cols-lg-6 g-3 list-unstyled"
          aria-labelledby={headingId}
        >
          {entries.map((entry) => (
            <li key={entry.movie.wmcExternalId} className="col">
              <HistoryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function MemberRow() {
  const query = useContinueWatching(CONTINUE_WATCHING_AMOUNT, true);
  return <ContinueWatchingList entries={query.data ?? []} />;
}

function VisitorRow() {
  const { entries } = useLocalHistory();
  return <ContinueWatchingList entries={inProgress(entries).slice(0, CONTINUE_WATCHING_AMOUNT)} />;
}

/**
 * "Continue watching" on home (docs/decisions/0032), for anyone with half-watched videos: a member's from the server, a
 * visitor's from this browser. Rendered only once hydrated, so the server's page (which cannot know a
 * visitor's storage) and the browser's first render are the same.
 */
export function ContinueWatchingRow() {
  const hydrated = useHydrated();
  const { status } = useAuth();
  if (!hydrated || status === 'checking') return null;
  return status === 'signedIn' ? <MemberRow /> : <VisitorRow />;
}
