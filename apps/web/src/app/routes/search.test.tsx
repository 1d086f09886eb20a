import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResults } from '@starlane/contract';
import SearchPage from '@/app/routes/search';
import { LocationProbe } from '@/testing/location-probe';
import { jsonResponse, makeVideo, mockFetch, renderWithProviders } from '@/testing/test-utils';

function answer(url: URL): SearchResults {
  const page = Number(url.searchParams.get('page'));
  const q = url.searchParams.get('q') ?? '';
  if (q === 'nothing') {
    return {
      searched: q,
      correctedFrom: null,
      videos: { total: 0, items: [] },
      stars: { total: 0, items: [] },
      categories: { total: 0, items: [] },
      suggestions: ['Alice Moon'],
    };
  }
  const base = page === 1 ? 0 : 12;
  const count = page === 1 ? 12 : 2;
  return {
    searched: q,
    correctedFrom: null,
    videos: {
      total: 14,
      items: Array.from({ length: count }, (_, i) =>
        makeVideo(base + i + 1, { title: `Sunset ${String(base + i + 1)}` }),
      ),
    },
    stars: {
      total: 1,
      items: [{ id: 1, wmcExternalId: 'a1', firstName: 'Sunny', lastName: 'Day', profilePicture: null }],
    },
    categories: { total: 0, items: [] },
    suggestions: [],
  };
}

function renderSearch(route: string) {
  const fetchMock = mockFetch({
    'GET /api/search/results': (url) => jsonResponse(answer(url)),
    'GET /api/category/': () =>
      jsonResponse({
        $values: [
          { id: 4, wmcExternalId: 'c4', name: 'Sunsets', categoryPicture: null },
          { id: 2, wmcExternalId: 'c2', name: 'Beaches', categoryPicture: '/media/c2.jpg' },
        ],
      }),
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
  return fetchMock;
}

describe('the search results page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows stars and videos with counts, marks the matches and pages the videos 12 at a time', async () => {
    const fetchMock = renderSearch('/search?q=sun');

    const videos = await screen.findByRole('list', { name: 'Videos (14)' });
    expect(within(videos).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('heading', { name: 'Stars (1)' })).toBeInTheDocument();
    // jsdom lays <mark> out as a block and so splits the link's name; browsers read "Sunny Day".
    const star = screen.getByRole('heading', { name: 'Stars (1)' }).closest('section')!;
    expect(within(star).getByRole('link')).toHaveTextContent('Sunny Day');
    expect(within(star).getByRole('link')).toHaveAttribute('href', '/actor/Sunny%20Day');
    expect(within(star).getByText('Sun', { selector: 'mark' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await userEvent.click(screen.getByRole('button', { name: 'Show me more' }));

    await waitFor(() => {
      expect(within(videos).getAllByRole('listitem')).toHaveLength(14);
    });
    expect(screen.queryByRole('button', { name: 'Show me more' })).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input.toString(),
    );
    expect(asked.some((url) => url.includes('page=2'))).toBe(true);
  });

  it('keeps the sort and duration in the URL and asks the API for them', async () => {
    const fetchMock = renderSearch('/search?q=sun');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Videos (14)' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'longest');
    await user.selectOptions(screen.getByLabelText('Length'), 'short');

    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=sun&sort=longest&duration=short');
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([input]) =>
        input instanceof Request ? input.url : input.toString(),
      );
      expect(asked.some((url) => url.includes('sort=longest') && url.includes('duration=short'))).toBe(true);
    });
  });

  it('filters by category (decision 0031), kept in the URL and asked of the API', async () => {
    const fetchMock = renderSearch('/search?q=sun&duration=short');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Videos (14)' });
    const select = screen.getByLabelText('Category');
    await waitFor(() => {
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Any category', 'Beaches', 'Sunsets']);
    });

    await user.selectOptions(select, 'Sunsets');

    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=sun&duration=short&category=c4');
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([input]) =>
        input instanceof Request ? input.url : input.toString(),
      );
      expect(asked.some((url) => url.includes('categoryId=c4') && url.includes('duration=short'))).toBe(true);
    });
    await user.selectOptions(await screen.findByLabelText('Category'), 'Any category');
    expect(screen.getByTestId('location')).toHaveTextContent(/\/search\?q=sun&duration=short$/);
  });

  it('suggests the closest names when nothing matches', async () => {
    renderSearch('/search?q=nothing');

    expect(await screen.findByText('Nothing matches “nothing”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alice Moon' })).toHaveAttribute(
      'href',
      '/search?q=Alice%20Moon',
    );
  });
});
