import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { Playlist } from '@starlane/contract';
import { AppToaster } from '@/components/app-toaster';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import MyPlaylistsPage from './my-playlists';

function makePlaylist(id: number, name: string, videoCount: number): Playlist {
  return {
    id,
    name,
    memberId: '6f1c3a52-0000-4000-8000-000000000001',
    memberName: 'luna',
    videoCount,
    curated: false,
    playlistMovies: Array.from({ length: Math.min(videoCount, 5) }, (_, i) => ({
      id: id * 100 + i,
      movie: {
        id: i + 1,
        wmcExternalId: `v${String(i + 1)}`,
        title: `Video ${String(i + 1)}`,
        thumbnail: `/t${String(i)}.jpg`,
      },
    })),
  };
}

/** A tiny in-memory server for the member's playlists. */
function playlistServer(initial: Playlist[]) {
  let playlists = [...initial];
  const calls: string[] = [];
  const fetchMock = mockFetch({
    'GET /api/playlist/getbyuser': () => jsonResponse({ $values: playlists }),
    'GET /manage/info': () =>
      jsonResponse({
        id: 'me-id',
        email: 'member@example.com',
        userName: 'luna',
        isEmailConfirmed: true,
        role: 'member',
      }),
    'POST /api/playlist/create': (url) => {
      calls.push(url.search);
      const created = makePlaylist(99, url.searchParams.get('name') ?? '', 0);
      playlists = [created, ...playlists];
      return jsonResponse(created);
    },
    'POST /api/playlist/update': (url) => {
      calls.push(url.search);
      const id = Number(url.searchParams.get('playlistId'));
      playlists = playlists.map((p) =>
        p.id === id ? { ...p, name: url.searchParams.get('name') ?? '' } : p,
      );
      return jsonResponse(playlists.find((p) => p.id === id));
    },
    'POST /api/playlist/remove': (url) => {
      calls.push(url.search);
      const id = Number(url.searchParams.get('playlistId'));
      playlists = playlists.filter((p) => p.id !== id);
      return jsonResponse({ status: 200, title: 'Playlist removed' });
    },
  });
  return { calls, fetchMock };
}

function renderSignedIn() {
  renderWithProviders(
    <>
      <AppToaster />
      <MyPlaylistsPage />
    </>,
    { auth: fakeAuth({ status: 'signedIn' }) },
  );
  return userEvent.setup();
}

afterEach(() => {
  act(() => {
    toast.remove();
  });
});

describe('My Playlists', () => {
  it('shows visitors the perks and a sign-up link, and asks the server nothing', () => {
    const { fetchMock } = playlistServer([]);
    renderWithProviders(<MyPlaylistsPage />, { auth: fakeAuth({ status: 'anonymous' }) });

    expect(screen.getByRole('heading', { name: 'My Playlists', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Build and share your own playlists/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute(
      'href',
      '/authentication/register',
    );
    expect(screen.queryByRole('button', { name: 'Create +' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists each playlist with its count and previews linking to /playlist/{id}, and the member's crib", async () => {
    playlistServer([makePlaylist(7, 'Road trip', 12), makePlaylist(8, 'Empty one', 0)]);
    renderSignedIn();

    const card = await screen.findByRole('article', { name: 'Road trip' });
    expect(within(card).getByText('12 videos')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Road trip' })).toHaveAttribute('href', '/playlist/7');
    expect(within(card).getByTestId('playlist-previews').querySelectorAll('img')).toHaveLength(5);
    expect(within(card).getByTestId('playlist-previews').closest('a')).toHaveAttribute('href', '/playlist/7');
    expect(
      within(screen.getByRole('article', { name: 'Empty one' })).getByText('No videos added...yet ;)'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'See your crib' })).toHaveAttribute(
      'href',
      '/member/me-id/luna',
    );
  });

  it("'Kill it' asks first: Cancel keeps the playlist, yes removes it, reloads and confirms", async () => {
    const { calls } = playlistServer([makePlaylist(7, 'Road trip', 3), makePlaylist(8, 'Keeper', 1)]);
    const user = renderSignedIn();

    await user.click(await screen.findByRole('button', { name: 'Kill it: Road trip' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove this playlist?');
    expect(dialog).toHaveTextContent('Road trip');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Kill it: Road trip' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, kill it' }));

    expect(await screen.findByText('Playlist removed!')).toBeInTheDocument();
    expect(calls).toEqual(['?playlistId=7']);
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Road trip' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('article', { name: 'Keeper' })).toBeInTheDocument();
  });

  it("'Create +' creates a playlist with the trimmed name, then the list reloads", async () => {
    const { calls } = playlistServer([]);
    const user = renderSignedIn();

    expect(await screen.findByText(/No playlists yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create +' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a playlist' });
    await user.type(within(dialog).getByLabelText('Playlist name'), '  Late night  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Playlist created!')).toBeInTheDocument();
    expect(calls).toEqual(['?name=Late+night']);
    expect(await screen.findByRole('article', { name: 'Late night' })).toBeInTheDocument();
  });

  it("'Tweak it' renames from the current name", async () => {
    const { calls } = playlistServer([makePlaylist(7, 'Road trip', 3)]);
    const user = renderSignedIn();

    await user.click(await screen.findByRole('button', { name: 'Tweak it: Road trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tweak your playlist' });
    const field = within(dialog).getByLabelText('Playlist name');
    expect(field).toHaveValue('Road trip');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give your playlist a name.');
    await user.type(field, 'Sunday drive');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Playlist renamed!')).toBeInTheDocument();
    expect(calls).toEqual(['?playlistId=7&name=Sunday+drive']);
    expect(await screen.findByRole('article', { name: 'Sunday drive' })).toBeInTheDocument();
  });
});
