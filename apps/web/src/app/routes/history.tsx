import { PageTitle } from '@/components/page-title';
import { HistoryList } from '@/features/history/components/history-list';
import { loadsNothing } from '@/lib/page-load';

/**
 * /history (docs/decisions/0032): what the viewer played, last first, each removable; clear all; pause
 * recording. Rendered in the browser only (a visitor's history lives in their browser's storage).
 */
export default function HistoryPage() {
  return (
    <>
      <PageTitle title="History" />
      <h1 className="mb-3">History</h1>
      <HistoryList />
    </>
  );
}

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
