import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, fakeAuth, testI18n } from '@/testing/test-utils';
import { I18nProvider } from '@/lib/i18n/messages';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { guardAuthRoutes, requiresAuth } from './auth-routes';

function SignInStandIn() {
  const location = useLocation();
  return <p>{`sign in ${location.search}`}</p>;
}

const table: RouteObject[] = [
  {
    path: '/',
    Component: () => <p>layout</p>,
    children: [
      {
        children: [
          { index: true, Component: () => <p>home</p> },
          { path: '/dashboard', Component: () => <p>member corner</p>, handle: { auth: true } },
          { path: '/signin', Component: SignInStandIn },
        ],
      },
    ],
  },
];

function renderAt(path: string, auth: AuthContextValue) {
  // Flattened so each page renders without an <Outlet> in the stand-in layout.
  const routes = guardAuthRoutes(table[0]?.children?.[0]?.children ?? []);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <I18nProvider value={testI18n()}>
        <AuthContext value={auth}>
          <RouterProvider router={router} />
        </AuthContext>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('the auth flag of the route table', () => {
  it('reads handle.auth', () => {
    expect(requiresAuth({ path: '/dashboard', handle: { auth: true } })).toBe(true);
    expect(requiresAuth({ path: '/videos' })).toBe(false);
    expect(requiresAuth({ path: '/x', handle: { auth: 'yes' } })).toBe(false);
  });

  it('wraps flagged routes at any depth and leaves the others alone', () => {
    const guarded = guardAuthRoutes(table);
    const pages = guarded[0]?.children?.[0]?.children ?? [];
    const original = table[0]?.children?.[0]?.children ?? [];
    expect(pages[1]?.Component).not.toBe(original[1]?.Component);
    expect(pages[0]?.Component).toBe(original[0]?.Component);
    expect(pages[2]?.Component).toBe(original[2]?.Component);
  });

  it('sends a visitor to /signin with returnTo', async () => {
    const router = renderAt('/dashboard?tab=1', fakeAuth({ status: 'anonymous' }));
    expect(await screen.findByText('sign in ?returnTo=%2Fdashboard%3Ftab%3D1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('shows the loading message while the auth check runs', () => {
    renderAt('/dashboard', fakeAuth({ status: 'checking' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('member corner')).not.toBeInTheDocument();
  });

  it('shows the page to a member', () => {
    renderAt('/dashboard', fakeAuth({ status: 'signedIn' }));
    expect(screen.getByText('member corner')).toBeInTheDocument();
  });

  it('does not guard unflagged pages', () => {
    renderAt('/', fakeAuth({ status: 'anonymous' }));
    expect(screen.getByText('home')).toBeInTheDocument();
  });
});
