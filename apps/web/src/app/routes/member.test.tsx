import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Comment, Favourite, Playlist } from '@starlane/contract';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { MemberCrib } from './member';

const MEMBER_ID = '6f1c3a52-0000-4000-8000-000000000001';

function movie(n: number) {
  return {
    id: n,
    wmcExternalId: `v${String(n)}`,
    title: `Video ${String(n)}`,
    thumbnail: `/t${String(n)}.jpg`,
  };
}

/** The server sends at most 5 previews; 6 here proves the page itself keeps to 5. */
function playlist(id: number, name: string, videoCount: number): Playlist {
  return {
    id,
    name,
    memberId: MEMBER_ID,
    memberName: 'luna_star',
    videoCount,
    curated: false,
    playlistMovies: Array.from({ length: Math.min(videoCount, 6) }, (_, i) => ({
      id: id * 100 + i,
      movie: movie(i + 1),
    })),
  };
}

const COMMENT: Comment = {
  id: 'c1',
  parentCommentId: '00000000-0000-0000-0000-000000000000',
  userName: 'luna_star',
  memberId: MEMBER_ID,
  createdDate: '2024-03-05T14:07:00.000Z',
  body: '<b>Loved</b> the ending',
  video: { id: 3, wmcExternalId: 'abc123', title: 'Night Sky' },
};

function serve({
  playlists = [] as Playlist[],
  favourites = [] as Favourite[],
  comments = [] as Comment[],
  status = 200,
} = {}) {
  const answer = (body: unknown) => () =>
    status === 200
      ? jsonResponse({ $values: body })
      : jsonResponse({ status, title: 'Member was not found' }, status);
  return mockFetch({
    'GET /api/playlist/getbymember': answer(playlists),
    'GET /api/favourite/getbymember': answer(favourites),
    'GET /api/videocomment/getbymember': answer(comments),
  });
}

describe("a member's crib", () => {
  it('shows only playlists with more than 4 videos, each with at most 5 previews linking to it', async () => {
    const fetchMock = serve({
      playlists: [
        playlist(1, 'Four only', 4),
        playlist(2, 'Five of them', 5),
        playlist(3, 'Lots', 30),
        playlist(4, 'None', 0),
      ],
    });
    renderWithProviders(<MemberCrib memberId={MEMBER_ID} />);

    expect(await screen.findByRole('heading', { name: "luna_star's crib", level: 1 })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Playlists' });
    const cards = within(panel).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Five of them',
      'Lots',
    ]);
    for (const card of cards) {
      expect(within(card).getByTestId('playlist-previews').querySelectorAll('img')).toHaveLength(5);
    }
    expect(within(cards[1]!).getByRole('link', { name: 'Lots' })).toHaveAttribute('href', '/playlist/3');
    expect(within(cards[1]!).getByText('30 videos')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));
    expect(asked).toContain(`/api/playlist/getbymember?memberId=${MEMBER_ID}`);
  });

  it('says so when no playlist is long enough, and takes the name from the link then', async () => {
    serve({ playlists: [] });
    renderWithProviders(<MemberCrib memberId={MEMBER_ID} routeName="Luna From Link" />);

    expect(await screen.findByRole('heading', { name: "Luna From Link's crib" })).toBeInTheDocument();
    expect(
      await screen.findByText('Luna From Link has no playlists with more than 4 videos yet.'),
    ).toBeInTheDocument();
  });

  it('has Favourites and Comments tabs; comments show text, Danish date and a link to the video', async () => {
    serve({ favourites: [{ id: 1, movie: movie(9) }], comments: [COMMENT] });
    renderWithProviders(<MemberCrib memberId={MEMBER_ID} />);
    const user = userEvent.setup();

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Playlists', 'Favourites', 'Comments']);

    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    const favourites = screen.getByRole('tabpanel', { name: 'Favourites' });
    expect(within(favourites).getByRole('link', { name: 'Video 9' })).toHaveAttribute(
      'href',
      '/video/v9/Video%209',
    );

    await user.click(screen.getByRole('tab', { name: 'Comments' }));
    const comments = screen.getByRole('tabpanel', { name: 'Comments' });
    expect(within(comments).getByText('<b>Loved</b> the ending')).toBeInTheDocument();
    expect(comments.querySelector('b')).toBeNull();
    const expected = new Intl.DateTimeFormat('da-DK', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).format(new Date(COMMENT.createdDate));
    expect(within(comments).getByText(expected)).toHaveAttribute('datetime', COMMENT.createdDate);
    expect(expected).toMatch(/2024/);
    expect(within(comments).getByRole('link', { name: 'Night Sky' })).toHaveAttribute(
      'href',
      '/video/abc123/Night%20Sky',
    );
  });

  it('says clearly when there is no such member', async () => {
    serve({ status: 404 });
    renderWithProviders(<MemberCrib memberId={MEMBER_ID} routeName="ghost" />);

    expect(await screen.findByRole('heading', { name: 'Member not found' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
