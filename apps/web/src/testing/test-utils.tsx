/* Helpers for component tests: providers without network, a fake auth state, canned fetch answers. */
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Category, VideoListItem } from '@starlane/contract';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { en } from '@/lib/i18n/en';
import { es } from '@/lib/i18n/es';
import { I18nProvider, type I18n } from '@/lib/i18n/messages';

/** The page's language for a component under test: English unless the test says Spanish. */
export const testI18n = (locale: 'en' | 'es' = 'en'): I18n => ({ locale, t: locale === 'en' ? en : es });

/** Renders `ui` with the page's texts alone (for parts that need no router, queries or auth). */
export function renderWithMessages(ui: ReactElement, locale: 'en' | 'es' = 'en') {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider value={testI18n(locale)}>{children}</I18nProvider>
    ),
  });
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const status = overrides.status ?? 'anonymous';
  return {
    status,
    email: status === 'signedIn' ? 'member@example.com' : null,
    isSignedIn: status === 'signedIn',
    isChecking: status === 'checking',
    signOut: vi.fn(),
    isSigningOut: false,
    refresh: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

export interface ProviderOptions {
  route?: string;
  auth?: AuthContextValue;
  queryClient?: QueryClient;
  locale?: 'en' | 'es';
}

export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    auth = fakeAuth(),
    queryClient = createTestQueryClient(),
    locale = 'en',
    ...options
  }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider value={testI18n(locale)}>
        <QueryClientProvider client={queryClient}>
          <AuthContext value={auth}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </AuthContext>
        </QueryClientProvider>
      </I18nProvider>
    );
  }
  return { queryClient, auth, ...render(ui, { wrapper: Wrapper, ...options }) };
}

export function makeCategory(id: number, name: string, picture: boolean): Category {
  return {
    id,
    wmcExternalId: `c${String(id)}`,
    name,
    categoryPicture: picture ? `/media/categories/c${String(id)}.jpg` : null,
  };
}

/** A listed video numbered `id` (external id `v{id}`, title `Video {id}`). */
export function makeVideo(id: number, overrides: Partial<VideoListItem> = {}): VideoListItem {
  return {
    id,
    wmcExternalId: `v${String(id)}`,
    title: `Video ${String(id)}`,
    thumbnail: `/t${String(id)}.jpg`,
    length: 61,
    viewCount: 0,
    averageRating: 0,
    ratingCount: 0,
    commentCount: 0,
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces global fetch with canned answers keyed by "METHOD /path"; anything else is a 404. */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url.pathname}`];
    if (!route)
      return Promise.resolve(
        jsonResponse({ status: 404, title: `No route for ${method} ${url.pathname}` }, 404),
      );
    return Promise.resolve(route(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
