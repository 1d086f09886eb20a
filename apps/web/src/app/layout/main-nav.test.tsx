import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@starlane/contract';
import { categoriesQueryKey } from '@/features/categories/api/get-categories';
import {
  createTestQueryClient,
  fakeAuth,
  jsonResponse,
  makeCategory,
  mockFetch,
  renderWithProviders,
} from '@/testing/test-utils';
import { MainNav } from './main-nav';

/** 20 categories with a picture (one with a name that needs encoding) and 3 without. */
function catalogue(): Category[] {
  const categories: Category[] = [];
  for (let i = 1; i <= 20; i++)
    categories.push(makeCategory(i, `Pictured ${String(i).padStart(2, '0')}`, true));
  categories[4] = { ...makeCategory(5, 'Sci-Fi & Space', true), wmcExternalId: 'sf 5' };
  categories.splice(3, 0, makeCategory(101, 'Hidden A', false));
  categories.splice(11, 0, makeCategory(102, 'Hidden B', false));
  categories.push({ ...makeCategory(103, 'Hidden C', true), categoryPicture: '' });
  return categories;
}

function renderNav(auth = fakeAuth(), onNavigate?: () => void) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(categoriesQueryKey, catalogue());
  return renderWithProviders(<MainNav onNavigate={onNavigate} />, { auth, queryClient });
}

const linkTargets = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('main navigation', () => {
  it('VIDEOS lists only the categories with a picture, in columns of 9, linking to their pages', async () => {
    const user = userEvent.setup();
    renderNav();

    await user.click(screen.getByRole('button', { name: 'VIDEOS' }));

    const columns = screen.getAllByRole('group', { name: /^Categories, column/ });
    expect(columns.map((column) => within(column).getAllByRole('link').length)).toEqual([9, 9, 2]);
    const names = columns.flatMap((column) =>
      within(column)
        .getAllByRole('link')
        .map((link) => link.textContent),
    );
    expect(names).toHaveLength(20);
    expect(names).not.toContain('Hidden A');
    expect(names).not.toContain('Hidden B');
    expect(names).not.toContain('Hidden C');
    expect(names.slice(0, 5)).toEqual([
      'Pictured 01',
      'Pictured 02',
      'Pictured 03',
      'Pictured 04',
      'Sci-Fi & Space',
    ]);

    expect(screen.getByRole('link', { name: 'Pictured 01' })).toHaveAttribute(
      'href',
      '/category/c1/Pictured%2001',
    );
    expect(screen.getByRole('link', { name: 'Sci-Fi & Space' })).toHaveAttribute(
      'href',
      '/category/sf%205/Sci-Fi%20%26%20Space',
    );
    // Beyond the spec (docs/departures.md): the whole catalogue and the category index below the columns.
    expect(screen.getByRole('link', { name: 'All videos' })).toHaveAttribute('href', '/videos');
    expect(screen.getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/categories');
  });

  it('VIDEOS shows a loading message until the categories arrive', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    mockFetch({ 'GET /api/category/': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<MainNav />);

    await user.click(screen.getByRole('button', { name: 'VIDEOS' }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    answer(jsonResponse({ $values: catalogue() }));
    expect(await screen.findByRole('link', { name: 'Pictured 20' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('TOPLISTS offers the four toplist types', async () => {
    const user = userEvent.setup();
    const { container } = renderNav();

    await user.click(screen.getByRole('button', { name: 'TOPLISTS' }));

    const menu = container.querySelector(
      '#sl-nav-toplists + .dropdown-menu, [aria-labelledby="sl-nav-toplists"]',
    );
    if (!(menu instanceof HTMLElement)) throw new Error('toplists menu not rendered');
    expect(linkTargets(menu)).toEqual([
      ['Most Viewed', '/toplists/mostviewed'],
      ['Highest Rating', '/toplists/highestrating'],
      ['Most Rated', '/toplists/mostrated'],
      ['Most Commented', '/toplists/mostcommented'],
    ]);
  });

  it('a menu says whether it is open, and closes on Escape, outside clicks and a followed link', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderNav(fakeAuth(), onNavigate);
    const videos = screen.getByRole('button', { name: 'VIDEOS' });
    expect(videos).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'All videos' })).not.toBeInTheDocument();

    await user.click(videos);
    expect(videos).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(videos).toHaveAttribute('aria-expanded', 'false');
    expect(videos).toHaveFocus();

    await user.click(videos);
    await user.click(screen.getByRole('link', { name: 'PLAYLISTS' }));
    expect(videos).toHaveAttribute('aria-expanded', 'false');
    // Any followed link folds the phone menu, a plain one as well as one inside a menu.
    expect(onNavigate).toHaveBeenCalledTimes(1);

    await user.click(videos);
    await user.click(screen.getByRole('link', { name: 'All videos' }));
    expect(videos).toHaveAttribute('aria-expanded', 'false');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('anonymous visitors get PLAYLISTS, STARS, SIGN UP and SIGN IN, and no member links', () => {
    renderNav(fakeAuth({ status: 'anonymous' }));

    expect(screen.getByRole('link', { name: 'PLAYLISTS' })).toHaveAttribute('href', '/playlists');
    expect(screen.getByRole('link', { name: 'STARS' })).toHaveAttribute('href', '/actors');
    expect(screen.getByRole('link', { name: 'SIGN UP' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/signin');
    for (const name of ['MY PLAYLISTS', 'MY FAVEBOX', 'MY TOPLISTS']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'SIGN OUT' })).not.toBeInTheDocument();
  });

  it('members get MY PLAYLISTS, MY FAVEBOX, MY TOPLISTS and SIGN OUT instead', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth({ status: 'signedIn' });
    renderNav(auth);

    expect(screen.getByRole('link', { name: 'PLAYLISTS' })).toHaveAttribute('href', '/playlists');
    expect(screen.getByRole('link', { name: 'STARS' })).toHaveAttribute('href', '/actors');
    expect(screen.getByRole('link', { name: 'MY PLAYLISTS' })).toHaveAttribute('href', '/myplaylists');
    expect(screen.getByRole('link', { name: 'MY FAVEBOX' })).toHaveAttribute('href', '/myfavourites');
    expect(screen.getByRole('link', { name: 'MY TOPLISTS' })).toHaveAttribute('href', '/mytoplists');
    expect(screen.queryByRole('link', { name: 'SIGN UP' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SIGN IN' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SIGN OUT' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('shows neither set of account links while the auth check runs', () => {
    renderNav(fakeAuth({ status: 'checking' }));

    expect(screen.getByRole('link', { name: 'PLAYLISTS' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SIGN IN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SIGN OUT' })).not.toBeInTheDocument();
  });
});
