import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@starlane/contract';
import { createTestQueryClient, jsonResponse, makeCategory, mockFetch, testI18n } from '@/testing/test-utils';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { AppProvider } from './provider';
import { routes } from './route-table';

/** 40 categories; the 20 with an odd id have a picture. */
const CATEGORIES: Category[] = Array.from({ length: 40 }, (_, i) =>
  makeCategory(i + 1, `Category ${String(i + 1)}`, i % 2 === 0),
);

function renderApp(path: string, routeObjects: RouteObject[] = routes) {
  document.cookie = 'StarlaneAge=true; path=/';
  mockFetch({
    'GET /pingauth': () => jsonResponse({ status: 401, title: 'Not signed in' }, 401),
    'GET /api/category/': () => jsonResponse({ $values: CATEGORIES }),
  });
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  return render(
    <AppProvider queryClient={createTestQueryClient()} i18n={testI18n()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('the app shell', () => {
  it('home: Random Categories shows 16 random chips, only categories with a picture', async () => {
    renderApp('/');

    // The page module loads lazily, and its first import in a test transforms its dependencies (react-bootstrap
    // among them, no longer loaded with the header): more than findBy's default second on a busy machine.
    const heading = await screen.findByRole('heading', { name: 'Random Categories' }, { timeout: 10_000 });
    const section = heading.closest('section');
    if (!section) throw new Error('no section');
    const chips = await within(section).findAllByRole('link');

    expect(chips).toHaveLength(16);
    const pictured = new Set(CATEGORIES.filter((c) => c.categoryPicture).map((c) => c.name));
    const names = chips.map((chip) => chip.textContent);
    expect(new Set(names).size).toBe(16);
    expect(names.every((name) => pictured.has(name))).toBe(true);
    for (const chip of chips) expect(chip.getAttribute('href')).toMatch(/^\/category\/c\d+\/Category%20\d+$/);
  });

  it('has the global layout: logo, search, ad slot, menu and footer', async () => {
    renderApp('/');

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Starlane' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('combobox', { name: 'Search' })).toBeInTheDocument();
    expect(within(header).getByLabelText('Advertisement')).toBeInTheDocument();
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await within(header).findByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/signin');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('BETA 0.9')).toBeInTheDocument();
    expect(
      within(footer)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/'))
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Sitemap', '/sitemap'],
      ['Contact', '/contactus'],
      ['Terms and conditions', '/termsandconditions'],
      ['Cookie policy', '/cookiepolicy'],
      ['Privacy policy', '/privacypolicy'],
      ['DMCA', '/dmca'],
      ['2257', '/2257'],
      ['Español', '/es'],
    ]);
    expect(within(footer).getByRole('img', { name: 'RTA - Restricted to Adults' })).toBeInTheDocument();
  });

  it('an unknown path shows Page not found with a link home', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('a path even the catch-all cannot match (a line break, U+2028) shows Page not found too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const path of ['/a\nb', '/a\u2028b', '/videos\u2029']) {
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByText(/No route matches/)).toBeNull();
      unmount();
    }
  });

  it('a failing page shows the error heading and message inside the layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('The warp drive failed');
    }
    const testRoutes: RouteObject[] = [
      {
        path: '/',
        Component: RootLayout,
        errorElement: <RouteError />,
        children: [{ errorElement: <RouteError />, children: [{ path: 'broken', Component: Broken }] }],
      },
    ];
    renderApp('/broken', testRoutes);

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The warp drive failed')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
