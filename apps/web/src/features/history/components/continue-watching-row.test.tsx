import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '@starlane/contract';
import { AuthContext } from '@/lib/auth/auth-context';
import {
  createTestQueryClient,
  fakeAuth,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '@/testing/test-utils';
import { recordLocalPosition } from '../lib/local-history';
import { ContinueWatchingRow } from './continue-watching-row';
import { ResumePrompt } from './resume-prompt';

const movie = (n: number, length = 600) => ({
  id: n,
  wmcExternalId: `v${String(n)}`,
  title: `Video ${String(n)}`,
  thumbnail: `/t${String(n)}.jpg`,
  length,
});

const entry = (n: number, positionSeconds: number): HistoryEntry => ({
  movie: movie(n),
  positionSeconds,
  watchedAt: '2026-11-23T10:00:00.000Z',
});

afterEach(() => {
  localStorage.clear();
});

/** The titles of the videos in the row, in order. */
const videoTitles = (row: HTMLElement) =>
  within(row)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('Continue watching', () => {
  it('shows a visitor their half-watched videos from this browser, calling no server', async () => {
    const fetchMock = mockFetch({});
    recordLocalPosition(movie(1), 65);
    recordLocalPosition(movie(2), 1); // barely started
    recordLocalPosition(movie(3, 60), 58); // as good as finished
    renderWithProviders(<ContinueWatchingRow />, { auth: fakeAuth({ status: 'anonymous' }) });

    const row = await screen.findByRole('region', { name: 'Continue watching' });
    expect(videoTitles(row)).toEqual(['Video 1']);
    expect(within(row).getByRole('progressbar', { name: 'Watched 1:05 of 10:00' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders nothing on the server, so hydration matches whatever the browser holds', () => {
    recordLocalPosition(movie(1), 65);
    const html = renderToString(
      <QueryClientProvider client={createTestQueryClient()}>
        <AuthContext value={fakeAuth({ status: 'anonymous' })}>
          <MemoryRouter>
            <ContinueWatchingRow />
          </MemoryRouter>
        </AuthContext>
      </QueryClientProvider>,
    );
    expect(html).toBe('');
  });

  it('shows a member their half-watched videos from the server, not this browser’s', async () => {
    recordLocalPosition(movie(9), 65);
    mockFetch({ 'GET /api/history/continue': () => jsonResponse({ $values: [entry(4, 30), entry(5, 90)] }) });
    renderWithProviders(<ContinueWatchingRow />, { auth: fakeAuth({ status: 'signedIn' }) });

    const row = await screen.findByRole('region', { name: 'Continue watching' });
    expect(videoTitles(row)).toEqual(['Video 4', 'Video 5']);
  });

  it('is absent for anyone with nothing half-watched', async () => {
    const fetchMock = mockFetch({ 'GET /api/history/continue': () => jsonResponse({ $values: [] }) });
    renderWithProviders(<ContinueWatchingRow />, { auth: fakeAuth({ status: 'signedIn' }) });
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    expect(screen.queryByRole('region', { name: 'Continue watching' })).not.toBeInTheDocument();
  });
});

describe('Resume prompt', () => {
  it('offers the position as m:ss and hands it back, or starts over', async () => {
    const onResume = vi.fn();
    const onStartOver = vi.fn();
    renderWithProviders(<ResumePrompt positionSeconds={65} onResume={onResume} onStartOver={onStartOver} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Resume from 1:05' }));
    await user.click(screen.getByRole('button', { name: 'Start over' }));

    expect(onResume).toHaveBeenCalledWith(65);
    expect(onStartOver).toHaveBeenCalledOnce();
  });
});
