import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminReport } from '@starlane/contract';
import { AppToaster } from '@/components/app-toaster';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { ReportsSection } from './reports-section';

function report(commentId: string, author: AdminReport['author']): AdminReport {
  return {
    commentId,
    body: `body of ${commentId}`,
    createdDate: '2026-01-10T10:00:00.000Z',
    hidden: false,
    author,
    video: { id: 1, wmcExternalId: 'abc123', title: 'Pattern' },
    reportCount: 3,
    reporterCount: 2,
    lastReportedAt: '2026-01-12T09:30:00.000Z',
    reasons: [
      { feedback: 'rude', reporter: 'luna', at: '2026-01-11T00:00:00.000Z' },
      { feedback: 'spam', reporter: 'nova', at: '2026-01-12T09:30:00.000Z' },
    ],
  };
}

function renderQueue(
  queue: AdminReport[][],
  answer = () => jsonResponse({ status: 200, title: 'Comment hidden' }),
) {
  let reads = 0;
  const fetchMock = mockFetch({
    // Each read returns the next state of the queue (the last one from then on).
    'GET /api/admin/reports': () => {
      const values = queue[Math.min(reads++, queue.length - 1)]!;
      return jsonResponse({ $values: values, total: values.length });
    },
    'POST /api/admin/reports/c1/hide': answer,
    'POST /api/admin/reports/c1/ban-author': answer,
  });
  renderWithProviders(
    <>
      <AppToaster />
      <ReportsSection />
    </>,
  );
  return fetchMock;
}

describe('ReportsSection', () => {
  afterEach(() => {
    act(() => {
      toast.remove();
    });
  });

  it('shows a reported comment with its reasons and counts, and offers no ban for a gone or banned author', async () => {
    renderQueue([
      [
        report('c1', { id: 'm1', userName: 'troll', banned: false }),
        report('c2', null),
        report('c3', { id: 'm3', userName: 'gone', banned: true }),
      ],
    ]);
    const first = await screen.findByRole('article', { name: 'Reported comment by troll' });
    expect(within(first).getByText('body of c1')).toBeInTheDocument();
    expect(within(first).getByText(/3 reports by 2 members/)).toBeInTheDocument();
    expect(within(first).getByText(/“rude” — luna/)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Ban author' })).toBeInTheDocument();

    const deleted = screen.getByRole('article', { name: 'Reported comment by deleted member' });
    expect(within(deleted).queryByRole('button', { name: 'Ban author' })).toBeNull();
    expect(within(deleted).getByRole('button', { name: 'Hide comment' })).toBeInTheDocument();
    const banned = screen.getByRole('article', { name: 'Reported comment by gone' });
    expect(within(banned).getByText(/\(banned\)/)).toBeInTheDocument();
    expect(within(banned).queryByRole('button', { name: 'Ban author' })).toBeNull();
  });

  it('hides a comment: posts the action, shows the server’s sentence and reloads the queue', async () => {
    const user = userEvent.setup();
    const fetchMock = renderQueue([[report('c1', { id: 'm1', userName: 'troll', banned: false })], []]);
    const item = await screen.findByRole('article', { name: 'Reported comment by troll' });
    await user.click(within(item).getByRole('button', { name: 'Hide comment' }));

    expect(await screen.findByText('Comment hidden')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          typeof url === 'string' && url.endsWith('/api/admin/reports/c1/hide') && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(await screen.findByText('No reported comment.')).toBeInTheDocument();
  });

  it('says why an action was refused and keeps the comment in the queue', async () => {
    const user = userEvent.setup();
    renderQueue([[report('c1', { id: 'm1', userName: 'troll', banned: false })]], () =>
      jsonResponse({ status: 400, title: 'Staff cannot be banned here' }, 400),
    );
    const item = await screen.findByRole('article', { name: 'Reported comment by troll' });
    await user.click(within(item).getByRole('button', { name: 'Ban author' }));

    expect(await screen.findByText('Staff cannot be banned here')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Reported comment by troll' })).toBeInTheDocument(),
    );
  });
});
