import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, type Playlist } from '@starlane/contract';
import { AppToaster } from '@/components/app-toaster';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { AddToPlaylistPopover } from './add-to-playlist-popover';

function playlist(id: number, name: string): Playlist {
  return { id, name, memberId: 'm1', memberName: 'luna', videoCount: 0, playlistMovies: [], curated: false };
}

// The popover is a chunk fetched on the first press: on a busy machine importing it takes over a second.
const OPENED = { timeout: 5000 };

function renderPopover(playlists: Playlist[]) {
  const fetchMock = mockFetch({
    'GET /api/playlist/getbyuser': () => jsonResponse({ $values: playlists }),
    'POST /api/playlist/addvideo': () => jsonResponse({ entryId: 1, added: true }),
  });
  renderWithProviders(
    <>
      <AppToaster />
      <AddToPlaylistPopover videoId="abc123" />
    </>,
    { auth: fakeAuth({ status: 'signedIn', email: 'luna@example.com' }) },
  );
  return fetchMock;
}

describe('AddToPlaylistPopover', () => {
  afterEach(() => {
    act(() => {
      toast.remove();
    });
  });

  it('toggles open and closed on its button', async () => {
    const user = userEvent.setup();
    renderPopover([playlist(1, 'Chill')]);
    const button = screen.getByRole('button', { name: 'Add to Playlist' });

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Your playlists' }, OPENED)).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(button);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('adds the video to the chosen playlist with a toast', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPopover([playlist(1, 'Chill'), playlist(2, 'Late night')]);

    await user.click(screen.getByRole('button', { name: 'Add to Playlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your playlists' }, OPENED);
    await user.click(await within(dialog).findByRole('button', { name: 'Late night' }));

    expect(await screen.findByText(MESSAGES.addedToPlaylist)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = new URL(post?.[0] as string, 'http://localhost');
    expect(sent.pathname).toBe('/api/playlist/addvideo');
    expect(sent.searchParams.get('playlistId')).toBe('2');
    expect(sent.searchParams.get('videoId')).toBe('abc123');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('links to My Playlists when the member has none', async () => {
    const user = userEvent.setup();
    renderPopover([]);

    await user.click(screen.getByRole('button', { name: 'Add to Playlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your playlists' }, OPENED);
    expect(await within(dialog).findByRole('link', { name: 'Create a playlist' })).toHaveAttribute(
      'href',
      '/myplaylists',
    );
  });
});
