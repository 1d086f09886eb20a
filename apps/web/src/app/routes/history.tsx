import { PageTitle } from '@/components/page-title';
import { HistoryList } from '@/features/history/components/history-list';
import { getHistoryPagesQueryOptions } from '@/features/history/api/get-history';
import { historySettingsQueryOptions } from '@/features/history/api/get-history-settings';
import { forMembers } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/**
 * /history (docs/decisions/0032): what the viewer played, last first, each removable; clear all; pause
 * recording. A member's is rendered on the server; a visitor's lives in their browser's storage.
 */
export default function HistoryPage() {
  const t = useMessages();
  return (
    <>
      <PageTitle title={t.history.title} />
      <h1 className="mb-3">{t.history.title}</h1>
      <HistoryList />
    </>
  );
}

/** A member's history and whether it is paused (a visitor's is read from the browser's storage). */
export const load = forMembers(({ load }) =>
  Promise.all([load(getHistoryPagesQueryOptions()), load(historySettingsQueryOptions())]),
);
