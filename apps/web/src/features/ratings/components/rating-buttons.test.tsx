import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { RatingButtons } from './rating-buttons';
import { MESSAGES } from '@starlane/contract';

describe('RatingButtons', () => {
  afterEach(() => {
    act(() => {
      toast.remove();
    });
  });

  it('offers five named buttons and shows the member’s rating as selected', () => {
    mockFetch({});
    renderWithProviders(<RatingButtons videoId="abc123" myRating={3} />, {
      auth: fakeAuth({ status: 'signedIn', email: 'luna@example.com' }),
    });

    for (const n of [1, 2, 3, 4, 5]) {
      expect(screen.getByRole('button', { name: `Rate ${String(n)}` })).toHaveAttribute(
        'aria-pressed',
        String(n === 3),
      );
    }
  });

  it('gives visitors the not-logged-in toast and does not call the server', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({});
    const onRated = vi.fn();
    renderWithProviders(
      <>
        <AppToaster />
        <RatingButtons videoId="abc123" onRated={onRated} />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Rate 4' }));

    expect(await screen.findByText(MESSAGES.notLoggedIn)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onRated).not.toHaveBeenCalled();
  });

  it('POSTs a member’s rating, thanks them and hands the new totals on', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/video/ratevideo': () => jsonResponse({ rating: 4, averageRating: 3.5, ratingCount: 12 }),
    });
    const onRated = vi.fn();
    renderWithProviders(
      <>
        <AppToaster />
        <RatingButtons videoId="abc123" onRated={onRated} />
      </>,
      { auth: fakeAuth({ status: 'signedIn', email: 'luna@example.com' }) },
    );

    await user.click(screen.getByRole('button', { name: 'Rate 4' }));

    expect(await screen.findByText(MESSAGES.ratingThanks)).toBeInTheDocument();
    await waitFor(() => {
      expect(onRated).toHaveBeenCalledWith({ rating: 4, averageRating: 3.5, ratingCount: 12 });
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    const sent = new URL(url as string, 'http://localhost');
    expect(sent.pathname).toBe('/api/video/ratevideo');
    expect(sent.searchParams.get('rating')).toBe('4');
    expect(sent.searchParams.get('videoId')).toBe('abc123');
  });
});
