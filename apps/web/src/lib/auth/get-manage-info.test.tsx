import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, fakeAuth, jsonResponse, mockFetch } from '@/testing/test-utils';
import { AuthContext, type AuthContextValue } from './auth-context';
import { getManageInfo, useManageInfo } from './get-manage-info';

const INFO = {
  id: '7d1c',
  email: 'nova@example.com',
  userName: 'nova',
  isEmailConfirmed: true,
  role: 'member',
};

function wrapperFor(auth: AuthContextValue) {
  const client = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AuthContext value={auth}>{children}</AuthContext>
    </QueryClientProvider>
  );
}

describe('GET /manage/info', () => {
  it('resolves with the member', async () => {
    mockFetch({ 'GET /manage/info': () => jsonResponse(INFO) });
    await expect(getManageInfo()).resolves.toEqual(INFO);
  });

  it('resolves with null on 401 and still rejects on other failures', async () => {
    mockFetch({ 'GET /manage/info': () => jsonResponse({ status: 401, title: 'No' }, 401) });
    await expect(getManageInfo()).resolves.toBeNull();
    mockFetch({ 'GET /manage/info': () => jsonResponse({ status: 500, title: 'Boom' }, 500) });
    await expect(getManageInfo()).rejects.toMatchObject({ status: 500 });
  });

  it('useManageInfo: a member gets the data', async () => {
    mockFetch({ 'GET /manage/info': () => jsonResponse(INFO) });
    const { result } = renderHook(() => useManageInfo(), {
      wrapper: wrapperFor(fakeAuth({ status: 'signedIn' })),
    });
    await waitFor(() => {
      expect(result.current.data).toEqual(INFO);
    });
  });

  it('useManageInfo: a visitor gets no data, no request and no error', () => {
    const fetchMock = mockFetch({ 'GET /manage/info': () => jsonResponse(INFO) });
    const { result } = renderHook(() => useManageInfo(), {
      wrapper: wrapperFor(fakeAuth({ status: 'anonymous' })),
    });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isError).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('useManageInfo: a session that ended meanwhile (401) gives no data and no error', async () => {
    mockFetch({ 'GET /manage/info': () => jsonResponse({ status: 401, title: 'No' }, 401) });
    const { result } = renderHook(() => useManageInfo(), {
      wrapper: wrapperFor(fakeAuth({ status: 'signedIn' })),
    });
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isError).toBe(false);
  });
});
