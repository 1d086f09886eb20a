import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { Favourite } from '@starlane/contract';
import { AppToaster } from '@/components/app-toaster';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import MyFavouritesPage from './my-favourites';

function favourite(n: number): Favourite {
  return {
    id: n,
    movie: {
      id: n,
      wmcExternalId: `v${String(n)}`,
      title: `Video ${String(n)}`,
      thumbnail: `/t${String(n)}.jpg`,
    },
  };
}

afterEach(() => {
  act(() => {
    toast.remove();
  });
});

describe('My Favebox', () => {
  it('shows visitors the perks and a sign-up link to /authentication/register', () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<MyFavouritesPage />, { auth: fakeAuth({ status: 'anonymous' }) });

    expect(screen.getByRole('heading', { name: 'My Favebox', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute(
      'href',
      '/authentication/register',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes a favourite with its button, reloads the list and confirms', async () => {
    let favourites = [favourite(1), favourite(2)];
    const toggled: string[] = [];
    mockFetch({
      'GET /api/favourite/getbyuser': () => jsonResponse({ $values: favourites }),
      'POST /api/favourite/favourite': (url) => {
        const videoId = url.searchParams.get('videoId') ?? '';
        toggled.push(videoId);
        favourites = favourites.filter((f) => f.movie.wmcExternalId !== videoId);
        return jsonResponse({ isFavourite: false });
      },
    });
    renderWithProviders(
      <>
        <AppToaster />
        <MyFavouritesPage />
      </>,
      { auth: fakeAuth({ status: 'signedIn' }) },
    );
    const user = userEvent.setup();

    expect(await screen.findByRole('link', { name: 'Video 1' })).toHaveAttribute(
      'href',
      '/video/v1/Video%201',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Video 1 from favourites' }));

    expect(await screen.findByText('Video removed from your favourites!')).toBeInTheDocument();
    expect(toggled).toEqual(['v1']);
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Video 1' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Remove Video 2 from favourites' })).toBeInTheDocument();
  });

  it('has a friendly message when empty', async () => {
    mockFetch({ 'GET /api/favourite/getbyuser': () => jsonResponse({ $values: [] }) });
    renderWithProviders(<MyFavouritesPage />, { auth: fakeAuth({ status: 'signedIn' }) });

    expect(await screen.findByText(/Your Favebox is empty/)).toBeInTheDocument();
  });
});
