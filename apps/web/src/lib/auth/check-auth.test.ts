import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { pingAuth } from './ping-auth';
import { checkAuth } from './check-auth';

const serverError = () => new ApiError({ status: 500, title: 'Internal Server Error' });

function setup() {
  const ping = vi.fn<() => Promise<{ email: string }>>();
  const delay = vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve());
  const logError = vi.fn<(message: string, error: unknown) => void>();
  return { ping, delay, logError };
}

describe('checkAuth', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('200: signed in with the returned e-mail, after one call', async () => {
    const { ping, delay, logError } = setup();
    ping.mockResolvedValue({ email: 'nova@example.com' });

    await expect(checkAuth({ ping, delay, logError })).resolves.toEqual({
      status: 'signedIn',
      email: 'nova@example.com',
    });
    expect(ping).toHaveBeenCalledTimes(1);
    expect(delay).not.toHaveBeenCalled();
  });

  it('401: anonymous at once, without retrying or logging', async () => {
    const { ping, delay, logError } = setup();
    ping.mockRejectedValue(new ApiError({ status: 401, title: 'Not signed in' }));

    await expect(checkAuth({ ping, delay, logError })).resolves.toEqual({ status: 'anonymous' });
    expect(ping).toHaveBeenCalledTimes(1);
    expect(delay).not.toHaveBeenCalled();
    expect(logError).not.toHaveBeenCalled();
  });

  it('500 five times, then 200: signed in after six calls, 1000 ms apart', async () => {
    const { ping, delay, logError } = setup();
    for (let i = 0; i < 5; i++) ping.mockRejectedValueOnce(serverError());
    ping.mockResolvedValueOnce({ email: 'comet@example.com' });

    await expect(checkAuth({ ping, delay, logError })).resolves.toEqual({
      status: 'signedIn',
      email: 'comet@example.com',
    });
    expect(ping).toHaveBeenCalledTimes(6);
    expect(delay).toHaveBeenCalledTimes(5);
    expect(delay.mock.calls.every(([ms]) => ms === 1000)).toBe(true);
    expect(logError).not.toHaveBeenCalled();
  });

  it('always failing: exactly 10 attempts with 1000 ms between them, then logged and anonymous', async () => {
    const { ping, delay, logError } = setup();
    const failure = new TypeError('Failed to fetch');
    ping.mockRejectedValue(failure);

    await expect(checkAuth({ ping, delay, logError })).resolves.toEqual({ status: 'anonymous' });
    expect(ping).toHaveBeenCalledTimes(10);
    expect(delay).toHaveBeenCalledTimes(9);
    expect(delay.mock.calls.map(([ms]) => ms)).toEqual(Array<number>(9).fill(1000));
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(expect.stringContaining('10 attempts'), failure);
  });

  it('with the real timer: attempts are 1000 ms apart, and the failure goes to console.error', async () => {
    vi.useFakeTimers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const callTimes: number[] = [];
    const ping = vi.fn(() => {
      callTimes.push(Date.now());
      return Promise.reject(serverError());
    });

    const result = checkAuth({ ping });
    await vi.advanceTimersByTimeAsync(8999);
    expect(ping).toHaveBeenCalledTimes(9);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ status: 'anonymous' });

    expect(ping).toHaveBeenCalledTimes(10);
    expect(callTimes.slice(1).map((time, i) => time - (callTimes[i] ?? 0))).toEqual(
      Array<number>(9).fill(1000),
    );
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('checkAuth with GET /pingauth', () => {
  it('reads the e-mail from a 200 answer', async () => {
    const fetchMock = mockFetch({ 'GET /pingauth': () => jsonResponse({ email: 'star@example.com' }) });

    await expect(checkAuth({ ping: () => pingAuth() })).resolves.toEqual({
      status: 'signedIn',
      email: 'star@example.com',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/pingauth',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('treats the server’s 401 body as anonymous', async () => {
    const fetchMock = mockFetch({
      'GET /pingauth': () => jsonResponse({ status: 401, title: 'Not signed in' }, 401),
    });
    const delay = vi.fn(() => Promise.resolve());

    await expect(checkAuth({ ping: () => pingAuth(), delay })).resolves.toEqual({ status: 'anonymous' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(delay).not.toHaveBeenCalled();
  });
});
