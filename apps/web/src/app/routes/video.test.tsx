import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, type VideoDetail, type VideoListItem } from '@starlane/contract';
import { AppToaster } from '@/components/app-toaster';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { DEFAULT_PARTNER_PROMO_URL_TEMPLATE } from '@/lib/third-party-config';
import { en } from '@/lib/i18n/en';
import { VideoPage } from './video';

const AI_DESCRIPTION_NOTE = en.videoPage.aiNote;

function listItem(id: number): VideoListItem {
  return {
    id,
    wmcExternalId: `rel${String(id)}`,
    title: `Related ${String(id)}`,
    thumbnail: `/media/t/${String(id)}.jpg`,
    length: 60,
    viewCount: 1,
    averageRating: 0,
    ratingCount: 0,
    commentCount: 0,
  };
}

function detail(overrides: Partial<VideoDetail> = {}): VideoDetail {
  return {
    ...listItem(1),
    wmcExternalId: 'abc123',
    title: 'Nebula Drift',
    length: 754,
    viewCount: 1234,
    averageRating: 3,
    ratingCount: 2,
    description: 'A slow drift through violet clouds.',
    videoURL: '/media/videos/abc123.mp4',
    hlsURL: null,
    createdDate: '2024-01-01T00:00:00.000Z',
    favouriteCount: 5,
    movieMovieCategories: [{ movieCategory: { id: 3, wmcExternalId: 'cat3', name: 'Space Opera' } }],
    movieActors: [
      {
        movieId: 1,
        actor: { id: 9, wmcExternalId: 'a9', firstName: 'Vega', lastName: 'Nova', profilePicture: null },
      },
    ],
    ...overrides,
  };
}

function routes(video: VideoDetail | null) {
  return {
    'GET /api/video/getmovie': () =>
      video ? jsonResponse(video) : jsonResponse({ status: 404, title: 'Video not found' }, 404),
    'GET /api/video/getrelatedvideos': () => jsonResponse({ $values: [1, 2, 3, 4, 5, 6].map(listItem) }),
    'GET /api/videocomment/getCommentsByVideo': () => jsonResponse({ $values: [] }),
    'GET /manage/info': () =>
      jsonResponse({
        id: 'm1',
        email: 'luna@example.com',
        userName: 'luna',
        isEmailConfirmed: true,
        role: 'member',
      }),
  };
}

const member = () => fakeAuth({ status: 'signedIn', email: 'luna@example.com' });

function ratingText() {
  const term = screen.getByText('Average rating', { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('VideoPage', () => {
  afterEach(() => {
    act(() => {
      toast.remove();
    });
  });

  it('shows the video, its facts, description with the AI note, pills and six related videos', async () => {
    mockFetch(routes(detail()));
    renderWithProviders(<VideoPage videoId="abc123" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nebula Drift' })).toBeInTheDocument();
    expect(screen.getByLabelText('Video player: Nebula Drift')).toHaveAttribute(
      'src',
      '/media/videos/abc123.mp4',
    );
    expect(screen.getByText('12:34')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(ratingText()).toContain('3.0');
    expect(screen.getByText('A slow drift through violet clouds.')).toBeInTheDocument();
    expect(screen.getByText(AI_DESCRIPTION_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Space Opera' })).toHaveAttribute(
      'href',
      '/category/cat3/Space%20Opera',
    );
    expect(screen.getByRole('link', { name: /Vega Nova/ })).toHaveAttribute('href', '/actor/Vega%20Nova');
    expect(screen.queryByRole('link', { name: /partner/ })).toBeNull();

    const related = await screen.findByRole('list', { name: 'Related videos' });
    await waitFor(() => {
      expect(within(related).getAllByRole('listitem')).toHaveLength(6);
    });
  });

  it('shows neither a description section nor the AI note for a video without a description', async () => {
    mockFetch(routes(detail({ description: ' \n ' })));
    renderWithProviders(<VideoPage videoId="abc123" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nebula Drift' })).toBeInTheDocument();
    expect(screen.queryByText(AI_DESCRIPTION_NOTE)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Description' })).toBeNull();
  });

  it('shows a partner embed in a sandboxed frame named after the video, instead of the player', async () => {
    mockFetch(routes(detail({ videoURL: '', hlsURL: null, embedURL: 'https://embed.partner.example/e/7' })));
    renderWithProviders(<VideoPage videoId="abc123" />);

    const frame = await screen.findByTitle('Nebula Drift: partner player');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://embed.partner.example/e/7');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(screen.queryByLabelText('Video player: Nebula Drift')).toBeNull();
  });

  it('shows the partner promotional link only for partner videos', async () => {
    mockFetch(routes(detail({ wmcExternalId: 'partner12345' })));
    renderWithProviders(<VideoPage videoId="partner12345" />);

    const link = await screen.findByRole('link', { name: /Watch the full video at our partner/ });
    expect(link).toHaveAttribute('href', DEFAULT_PARTNER_PROMO_URL_TEMPLATE.replace('{id}', 'partner12345'));
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('updates the shown average and count at once when a member rates', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...routes(detail({ myRating: null, isFavourite: false })),
      'POST /api/video/ratevideo': () => jsonResponse({ rating: 5, averageRating: 3.7, ratingCount: 3 }),
    });
    renderWithProviders(
      <>
        <AppToaster />
        <VideoPage videoId="abc123" />
      </>,
      { auth: member() },
    );
    await screen.findByRole('heading', { level: 1, name: 'Nebula Drift' });
    expect(ratingText()).toMatch(/3\.0.*\(2 ratings\)/);

    await user.click(screen.getByRole('button', { name: 'Rate 5' }));

    expect(await screen.findByText('Thanks for your rating!')).toBeInTheDocument();
    await waitFor(() => {
      expect(ratingText()).toMatch(/3\.7.*\(3 ratings\)/);
    });
    expect(screen.getByRole('button', { name: 'Rate 5' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles the member’s Fave with a toast and shows the state', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...routes(detail({ myRating: null, isFavourite: false })),
      'POST /api/favourite/favourite': () => jsonResponse({ isFavourite: true }),
    });
    renderWithProviders(
      <>
        <AppToaster />
        <VideoPage videoId="abc123" />
      </>,
      { auth: member() },
    );
    const fave = await screen.findByRole('button', { name: 'Fave' });
    expect(fave).toHaveAttribute('aria-pressed', 'false');

    await user.click(fave);

    expect(await screen.findByText(MESSAGES.addedToFavourites)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Fave' })).toHaveAttribute('aria-pressed', 'true');
    });
  });

  it('gives visitors the not-logged-in toast for Fave and Add to Playlist', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(routes(detail()));
    renderWithProviders(
      <>
        <AppToaster />
        <VideoPage videoId="abc123" />
      </>,
    );

    await user.click(await screen.findByRole('button', { name: 'Fave' }));
    expect(await screen.findByText(MESSAGES.notLoggedIn)).toBeInTheDocument();
    act(() => {
      toast.remove();
    });
    await user.click(screen.getByRole('button', { name: 'Add to Playlist' }));
    expect(await screen.findByText(MESSAGES.notLoggedIn)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('logs one view when playback starts and shows the new count', async () => {
    const fetchMock = mockFetch({
      ...routes(detail()),
      'POST /api/video/logvideoview': () => jsonResponse({ viewCount: 1235 }),
    });
    renderWithProviders(<VideoPage videoId="abc123" />);
    const video = await screen.findByLabelText('Video player: Nebula Drift');

    act(() => {
      video.dispatchEvent(new Event('playing'));
      video.dispatchEvent(new Event('playing'));
    });

    expect(await screen.findByText('1,235')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([url]) =>
      (url as string).startsWith('/api/video/logvideoview'),
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[0] as string).toContain('videoId=abc123');
  });

  it('says clearly when the video does not exist', async () => {
    mockFetch(routes(null));
    renderWithProviders(<VideoPage videoId="nope" />);

    expect(await screen.findByRole('heading', { name: 'Video not found' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
