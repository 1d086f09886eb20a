import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@starlane/contract';
import { LocationProbe } from '@/testing/location-probe';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { SearchBox } from './search-box';

const A: SearchResult[] = [
  { id: '1', url: '/video/v1/Aurora%20Drift', title: 'Aurora Drift', type: 'video' },
  { id: '2', url: '/actor/Alice%20Moon', title: 'Alice Moon', type: 'actor' },
  { id: '3', url: '/category/c3/Amber', title: 'Amber', type: 'category' },
  { id: '4', url: '/actor/Anna%20Vale', title: 'Anna Vale', type: 'actor' },
];
const AL: SearchResult[] = [
  { id: '2', url: '/actor/Alice%20Moon', title: 'Alice Moon', type: 'actor' },
  { id: '9', url: '/video/v9/Alpine%20Glow', title: 'Alpine Glow', type: 'video' },
];
const RESULTS: Record<string, SearchResult[]> = { a: A, al: AL };

function renderSearch() {
  return renderWithProviders(
    <>
      <SearchBox />
      <LocationProbe />
    </>,
    { route: '/start' },
  );
}

/** The box points assistive technology at the option called `name`. */
function expectActive(box: HTMLElement, name: string) {
  expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name }).id);
}

/** Answers every search with `results`, renders the box and types `text` into it. */
async function typeIntoSearch(results: SearchResult[], text: string) {
  mockFetch({ 'GET /api/search/': () => jsonResponse({ $values: results }) });
  const user = userEvent.setup();
  renderSearch();
  const box = screen.getByRole('combobox', { name: 'Search' });
  await user.type(box, text);
  return { user, box };
}

const searchedTexts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    return url.pathname === '/api/search/' ? url.searchParams.get('strSearch') : null;
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchBox', () => {
  it('asks the server on every keystroke while the box is not empty', async () => {
    const fetchMock = mockFetch({
      'GET /api/search/': (url) =>
        jsonResponse({ $values: RESULTS[url.searchParams.get('strSearch') ?? ''] ?? [] }),
    });
    const user = userEvent.setup();
    renderSearch();

    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'al');
    await screen.findByRole('option', { name: 'Alpine Glow' });
    expect(searchedTexts(fetchMock)).toEqual(['a', 'al']);

    await user.clear(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(searchedTexts(fetchMock)).toEqual(['a', 'al']);
  });

  it('groups the results under Stars, Videos and Categories, each option a link to its url', async () => {
    const { box } = await typeIntoSearch(A, 'a');

    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups
        .map((g) => g.getAttribute('aria-labelledby'))
        .map((id) => document.getElementById(id ?? '')?.textContent),
    ).toEqual(['Stars', 'Videos', 'Categories']);
    const stars = within(listbox).getByRole('group', { name: 'Stars' });
    expect(
      within(stars)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alice Moon', 'Anna Vale']);
    expect(within(listbox).getByRole('option', { name: 'Aurora Drift' })).toHaveAttribute(
      'href',
      '/video/v1/Aurora%20Drift',
    );
    expect(within(listbox).getByRole('group', { name: 'Categories' })).toHaveTextContent('Amber');
  });

  it('ignores a slow answer for an older text', async () => {
    let answerA: (response: Response) => void = () => undefined;
    mockFetch({
      'GET /api/search/': (url) =>
        url.searchParams.get('strSearch') === 'a'
          ? new Promise<Response>((resolve) => {
              answerA = resolve;
            })
          : jsonResponse({ $values: AL }),
    });
    const user = userEvent.setup();
    renderSearch();

    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'al');
    await screen.findByRole('option', { name: 'Alpine Glow' });

    await act(async () => {
      answerA(jsonResponse({ $values: A }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });

    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Alice Moon', 'Alpine Glow']);
    expect(screen.queryByRole('option', { name: 'Aurora Drift' })).not.toBeInTheDocument();
  });

  it('aborts the request of a text typed past', async () => {
    const signals: AbortSignal[] = [];
    mockFetch({
      'GET /api/search/': (url, init) => {
        if (init?.signal) signals.push(init.signal);
        return url.searchParams.get('strSearch') === 'a'
          ? new Promise<Response>(() => undefined)
          : jsonResponse({ $values: AL });
      },
    });
    const user = userEvent.setup();
    renderSearch();

    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'al');
    await screen.findByRole('option', { name: 'Alpine Glow' });
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('walks the options with the arrow keys and opens the active one with Enter', async () => {
    const { user, box } = await typeIntoSearch(A, 'a');
    await screen.findByRole('option', { name: 'Alice Moon' });
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expectActive(box, 'Alice Moon');
    expect(screen.getByRole('option', { name: 'Alice Moon' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const aurora = screen.getByRole('option', { name: 'Aurora Drift' });
    expect(box).toHaveAttribute('aria-activedescendant', aurora.id);
    expect(screen.getByRole('option', { name: 'Alice Moon' })).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowUp}');
    expectActive(box, 'Anna Vale');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the last option the list wraps round to the first.
    expectActive(box, 'Alice Moon');
    await user.keyboard('{ArrowDown}{ArrowDown}');

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/video/v1/Aurora%20Drift');
    // Navigating closes the list.
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes with Escape and opens again with an arrow key', async () => {
    const { user, box } = await typeIntoSearch(A, 'a');
    await screen.findByRole('option', { name: 'Alice Moon' });
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('listbox', { hidden: true }).closest('[hidden]')).not.toBeNull();
    expect(box).toHaveValue('a');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expectActive(box, 'Alice Moon');
  });

  it("says 'No results' when nothing matches", async () => {
    await typeIntoSearch([], 'zq');
    expect(await screen.findByText('No results')).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('opens an option on click and closes the list', async () => {
    const { user, box } = await typeIntoSearch(A, 'a');
    await user.click(await screen.findByRole('option', { name: 'Amber' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/category/c3/Amber');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter without an active option opens the search results page for the text', async () => {
    const { user, box } = await typeIntoSearch(AL, 'al mo');
    await screen.findByRole('option', { name: 'Alice Moon' });
    await user.keyboard('{Enter}');

    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/search?q=al%20mo');
    });
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
