import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManageInfo, Playlist, VideoDetail } from '@starlane/contract';
import PlaylistPage from '@/app/routes/playlist';
import { AppToaster } from '@/components/app-toaster';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

const OWNER_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';

function movie(id: number, title: string) {
  return { id, wmcExternalId: `v${String(id)}`, title, thumbnail: `/media/thumbs/v${String(id)}.jpg` };
}

function makePlaylist(entries: { id: number; movie: ReturnType<typeof movie> }[]): Playlist {
  return {
    id: 7,
    name: 'Late night drives',
    memberId: OWNER_ID,
    memberName: 'nova',
    videoCount: entries.length,
    curated: false,
    playlistMovies: entries,
  };
}

const FULL = makePlaylist([
  { id: 101, movie: movie(1, 'Neon Harbour') },
  { id: 102, movie: movie(2, 'Glass Canyon') },
  { id: 103, movie: movie(3, 'Velvet Static') },
]);

function detail(id: string): VideoDetail {
  const n = Number(id.slice(1));
  const ref = FULL.playlistMovies.find((e) => e.movie.id === n)?.movie ?? movie(n, `Video ${id}`);
  return {
    ...ref,
    length: 60,
    viewCount: 3,
    averageRating: 4,
    ratingCount: 2,
    commentCount: 0,
    description: 'A test clip.',
    videoURL: `/media/videos/${id}.mp4`,
    hlsURL: null,
    createdDate: '2024-01-01T00:00:00.000Z',
    favouriteCount: 0,
    movieMovieCategories: [],
    movieActors: [],
  };
}

function me(id: string): ManageInfo {
  return { id, email: 'member@example.com', userName: 'member', isEmailConfirmed: true, role: 'member' };
}

interface Setup {
  playlist?: Playlist | null;
  memberId?: string | null;
  route?: string;
}

function setup({ playlist = FULL, memberId = null, route = '/playlist/7' }: Setup = {}) {
  let current = playlist;
  const fetchMock = mockFetch({
    'GET /api/playlist/getplaylist': () =>
      current ? jsonResponse(current) : jsonResponse({ status: 404, title: 'Playlist not found' }, 404),
    'GET /api/video/getmovie': (url) => jsonResponse(detail(url.searchParams.get('id') ?? '')),
    'GET /manage/info': () =>
      memberId ? jsonResponse(me(memberId)) : jsonResponse({ status: 401, title: 'Not signed in' }, 401),
    'POST /api/playlist/removevideo': (url) => {
      const entryId = Number(url.searchParams.get('videoId'));
      if (current) {
        const playlistMovies = current.playlistMovies.filter((e) => e.id !== entryId);
        current = { ...current, playlistMovies, videoCount: playlistMovies.length };
      }
      return jsonResponse({ status: 200, title: 'Video removed from the playlist' });
    },
    'POST /api/video/logvideoview': () => jsonResponse({ viewCount: 4 }),
  });
  const auth = fakeAuth({ status: memberId ? 'signedIn' : 'anonymous' });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AppToaster />
      <Routes>
        <Route path="/playlist/:playlistId/:videoId?" element={<PlaylistPage />} />
      </Routes>
    </>,
    { route, auth },
  );
  return { fetchMock, user };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://x',
      ),
      method: init?.method ?? 'GET',
    }))
    .filter((call) => call.method === method && call.url.pathname === path)
    .map((call) => call.url);

afterEach(() => {
  act(() => {
    toast.remove();
  });
  vi.unstubAllGlobals();
});

describe('the playlist page', () => {
  it('shows a loading state, then the name, the videos and the first video in the player', async () => {
    const { fetchMock } = setup();

    expect(screen.getByRole('status')).toHaveTextContent('Loading playlist...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Late night drives' })).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Videos in this playlist' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Neon Harbour', 'Glass Canyon', 'Velvet Static']);
    expect(links[1]).toHaveAttribute('href', '/playlist/7/v2');
    expect(links[0]).toHaveAttribute('aria-current', 'true');

    expect(await screen.findByLabelText('Video player: Neon Harbour')).toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/video/getmovie').map((u) => u.searchParams.get('id'))).toEqual([
      'v1',
    ]);
    expect(screen.getByRole('complementary', { name: 'Partners' })).toBeInTheDocument();
  });

  it('plays the video the URL names and swaps it when another is chosen', async () => {
    const { fetchMock, user } = setup({ route: '/playlist/7/v3' });

    expect(await screen.findByLabelText('Video player: Velvet Static')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Glass Canyon' }));

    expect(await screen.findByLabelText('Video player: Glass Canyon')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Videos in this playlist' });
    expect(within(list).getByRole('link', { name: 'Glass Canyon' })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('link', { name: 'Velvet Static' })).not.toHaveAttribute('aria-current');
    // The title under the player links to the video's own page.
    expect(screen.getByRole('heading', { level: 2, name: /Glass Canyon/ })).toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/video/getmovie').map((u) => u.searchParams.get('id'))).toEqual([
      'v3',
      'v2',
    ]);
  });

  it('logs a view when playback starts', async () => {
    const { fetchMock } = setup();
    const player = await screen.findByLabelText('Video player: Neon Harbour');

    act(() => {
      player.dispatchEvent(new Event('playing'));
    });

    await waitFor(() => {
      expect(
        calls(fetchMock, 'POST', '/api/video/logvideoview').map((u) => u.searchParams.get('videoId')),
      ).toEqual(['v1']);
    });
  });

  it("says 'No videos added...yet ;)' for an empty playlist", async () => {
    setup({ playlist: makePlaylist([]) });

    expect(await screen.findByText('No videos added...yet ;)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Video player/)).not.toBeInTheDocument();
  });

  it('says so when the playlist does not exist', async () => {
    setup({ playlist: null, route: '/playlist/999' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Playlist not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all playlists' })).toHaveAttribute('href', '/playlists');
  });

  it.each([
    ['another member', OTHER_ID],
    ['a visitor', null],
  ])('gives %s no remove buttons', async (_who, memberId) => {
    const { fetchMock } = setup({ memberId });
    await screen.findByRole('list', { name: 'Videos in this playlist' });
    if (memberId) {
      // The owner check has its answer before we look for the buttons.
      await waitFor(() => {
        expect(calls(fetchMock, 'GET', '/manage/info')).toHaveLength(1);
      });
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: /^Remove .* from the playlist$/ })).not.toBeInTheDocument();
  });

  it('gives the owner an X per video that removes it only after confirming', async () => {
    const { fetchMock, user } = setup({ memberId: OWNER_ID });

    const remove = await screen.findByRole('button', { name: 'Remove Glass Canyon from the playlist' });
    expect(screen.getAllByRole('button', { name: /^Remove .* from the playlist$/ })).toHaveLength(3);
    expect(remove).toHaveTextContent('X');

    await user.click(remove);
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove this video from the playlist?');
    expect(dialog).toHaveTextContent('Glass Canyon');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(calls(fetchMock, 'POST', '/api/playlist/removevideo')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Glass Canyon from the playlist' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove it' }));

    expect(await screen.findByText('Video removed from the playlist!')).toBeInTheDocument();
    const posted = calls(fetchMock, 'POST', '/api/playlist/removevideo');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.searchParams.get('playlistId')).toBe('7');
    expect(posted[0]?.searchParams.get('videoId')).toBe('102');

    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Glass Canyon' })).not.toBeInTheDocument();
    });
    const list = screen.getByRole('list', { name: 'Videos in this playlist' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Neon Harbour', 'Velvet Static']);
  });
});
