import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/lib/i18n/messages';
import { createTestQueryClient, jsonResponse, mockFetch, testI18n } from '@/testing/test-utils';
import { logoutMutationOptions } from './logout';
import { AuthProvider, useAuth } from './auth-context';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nProvider value={testI18n()}>
      <QueryClientProvider client={createTestQueryClient()}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

describe('AuthProvider', () => {
  it('is checking first, then signed in with the e-mail /pingauth returned', async () => {
    mockFetch({ 'GET /pingauth': () => jsonResponse({ email: 'luna@example.com' }) });
    const { result } = renderHook(() => useAuth(), { wrapper });

    expect(result.current.status).toBe('checking');
    await waitFor(() => {
      expect(result.current.status).toBe('signedIn');
    });
    expect(result.current.email).toBe('luna@example.com');
    expect(result.current.isSignedIn).toBe(true);
  });

  it('is anonymous on 401', async () => {
    mockFetch({ 'GET /pingauth': () => jsonResponse({ status: 401, title: 'Not signed in' }, 401) });
    const { result } = renderHook(() => useAuth(), { wrapper });

    await waitFor(() => {
      expect(result.current.status).toBe('anonymous');
    });
    expect(result.current.email).toBeNull();
  });
});

describe('sign out', () => {
  it('POSTs /logout with an empty body, then reloads the page', async () => {
    const fetchMock = mockFetch({ 'POST /logout': () => new Response(null, { status: 204 }) });
    const reload = vi.fn();
    const client = createTestQueryClient();
    const { result } = renderHook(() => useMutation(logoutMutationOptions(reload)), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });

    await act(() => result.current.mutateAsync());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/logout');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the server refuses', async () => {
    mockFetch({ 'POST /logout': () => jsonResponse({ status: 500, title: 'Boom' }, 500) });
    const reload = vi.fn();
    const client = createTestQueryClient();
    const { result } = renderHook(() => useMutation(logoutMutationOptions(reload)), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });

    await act(async () => {
      await expect(result.current.mutateAsync()).rejects.toMatchObject({ status: 500, title: 'Boom' });
    });
    expect(reload).not.toHaveBeenCalled();
  });
});
