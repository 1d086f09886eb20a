import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { apiRoutes } from '@starlane/contract';
import { ApiError, apiRequest, apiUrl, buildUrl, callApi, callApiValues, errorMessage } from './api-client';

describe('api client', () => {
  it('builds query strings from defined values only', () => {
    expect(
      buildUrl('/api/video/getbycategory', { categoryId: 'a b', amount: 12, page: undefined, x: null }),
    ).toBe('/api/video/getbycategory?categoryId=a+b&amount=12');
    expect(buildUrl('/api/category/')).toBe('/api/category/');
  });

  it('reads JSON, same-origin with credentials', async () => {
    const fetchMock = mockFetch({ 'GET /api/category/': () => jsonResponse({ $values: [] }) });

    await expect(callApi(apiRoutes.categories.all)).resolves.toEqual({ $values: [] });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('GET');
  });

  it('asks for the server’s texts in the page’s language: Spanish from an /es page, else English', async () => {
    const fetchMock = mockFetch({
      'POST /api/videocomment/signIn': () => jsonResponse({ status: 200, title: 'Sesión iniciada.' }),
    });
    const signIn = () =>
      callApi(apiRoutes.auth.signIn, {
        body: { Username: 'someone', Password: 'a password', Rememberme: 'false' },
      });
    const start = window.location.pathname;
    try {
      window.history.pushState({}, '', '/es/signin');
      await signIn();
      window.history.pushState({}, '', '/signin');
      await signIn();
    } finally {
      window.history.pushState({}, '', start);
    }

    const [spanish, english] = fetchMock.mock.calls.map((call) => call[1]?.headers);
    expect(spanish).toMatchObject({ 'Accept-Language': 'es' });
    expect(english).toMatchObject({ 'Accept-Language': 'en' });
  });

  it('POSTs JSON bodies with a Content-Type, and empty bodies without one', async () => {
    const fetchMock = mockFetch({
      'POST /api/x': () => jsonResponse({ ok: true }),
      'POST /logout': () => new Response(null, { status: 200 }),
    });

    await apiRequest('/api/x', { method: 'POST', body: { videoId: 'v1' } });
    await expect(callApi(apiRoutes.auth.logout)).resolves.toBeUndefined();

    const [withBody, withoutBody] = fetchMock.mock.calls.map((call) => call[1]);
    expect(withBody?.body).toBe('{"videoId":"v1"}');
    expect(withBody?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(withoutBody?.body).toBeUndefined();
    expect(withoutBody?.headers).not.toHaveProperty('Content-Type');
  });

  it('throws an ApiError carrying the {status,title,errors} body', async () => {
    mockFetch({
      'POST /api/playlist/create': () =>
        jsonResponse({ status: 400, title: 'Invalid name', errors: { name: ['1 to 50 characters'] } }, 400),
    });

    const error: unknown = await callApi(apiRoutes.playlists.create, { query: { name: '' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, title: 'Invalid name', message: 'Invalid name' });
    expect((error as ApiError).fieldError('name')).toBe('1 to 50 characters');
    expect(errorMessage(error)).toBe('Invalid name');
  });

  it('still throws an ApiError when the error body is not JSON', async () => {
    mockFetch({
      'GET /api/x': () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    });

    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      status: 502,
      title: 'Bad Gateway',
      errors: {},
    });
  });

  it('validates with a schema when given one', async () => {
    mockFetch({ 'GET /api/x': () => jsonResponse({ n: 'not a number' }) });
    const schema = {
      parse(data: unknown): { n: number } {
        if (typeof data === 'object' && data && 'n' in data && typeof data.n === 'number')
          return { n: data.n };
        throw new Error('bad body');
      },
    };

    await expect(apiRequest('/api/x', { schema })).rejects.toThrow('bad body');
  });

  it('calls a route of the table at its path, its parameters filled in and encoded', async () => {
    const fetchMock = mockFetch({
      'GET /api/category/a%2Fb': () => jsonResponse({ id: 1 }),
      'POST /api/admin/stars/7/merge': () => jsonResponse({ status: 200, title: 'merged' }),
      'GET /api/video/': () => jsonResponse({ $values: [{ id: 3 }] }),
    });

    await callApi(apiRoutes.categories.one, { params: { categoryId: 'a/b' } });
    await callApi(apiRoutes.admin.stars.merge, { params: { id: 7 }, body: { intoId: 8 } });
    await expect(callApiValues(apiRoutes.videos.all, { query: { amount: 2, page: 1 } })).resolves.toEqual([
      { id: 3 },
    ]);
    expect(fetchMock.mock.calls.map((call) => [call[1]?.method, call[0]])).toEqual([
      ['GET', '/api/category/a%2Fb'],
      ['POST', '/api/admin/stars/7/merge'],
      ['GET', '/api/video/?amount=2&page=1'],
    ]);
    expect(
      apiUrl(apiRoutes.admin.ads.statsCsv, {
        params: { id: 4 },
        query: { from: '2026-01-01', to: '2026-01-31' },
      }),
    ).toBe('/api/admin/ads/4/stats.csv?from=2026-01-01&to=2026-01-31');
  });
});
