/**
 * The on-load authentication check (spec 4), as a pure function: 200 → signed in with that e-mail,
 * 401 → anonymous at once, anything else (network error, 5xx, bad body) → tried again up to
 * AUTH_CHECK_MAX_ATTEMPTS attempts in all, AUTH_CHECK_RETRY_DELAY_MS apart, then logged and anonymous.
 */
import type { AuthCheck, PingAuth } from '@starlane/contract';
import { AUTH_CHECK_MAX_ATTEMPTS, AUTH_CHECK_RETRY_DELAY_MS } from '@/config/constants';
import { isApiError } from '@/lib/api-client';

export type AuthState = AuthCheck;

const ANONYMOUS: AuthState = Object.freeze({ status: 'anonymous' });

export interface CheckAuthOptions {
  /** Calls GET /pingauth: resolves with the body on 200, rejects (an ApiError for HTTP failures) otherwise. */
  ping: () => Promise<PingAuth>;
  maxAttempts?: number;
  retryDelayMs?: number;
  /** Waits between attempts; injectable so tests need no real time. */
  delay?: (ms: number) => Promise<void>;
  /** Where the final failure goes; console.error by default. */
  logError?: (message: string, error: unknown) => void;
}

export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function checkAuth({
  ping,
  maxAttempts = AUTH_CHECK_MAX_ATTEMPTS,
  retryDelayMs = AUTH_CHECK_RETRY_DELAY_MS,
  delay = wait,
  logError = (message, error) => {
    console.error(message, error);
  },
}: CheckAuthOptions): Promise<AuthState> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    try {
      const { email } = await ping();
      return { status: 'signedIn', email };
    } catch (error) {
      if (isApiError(error) && error.status === 401) return ANONYMOUS;
      lastError = error;
    }
    if (attempt < maxAttempts) await delay(retryDelayMs);
  }
  logError(
    `Authentication check failed after ${String(maxAttempts)} attempts; continuing as anonymous.`,
    lastError,
  );
  return ANONYMOUS;
}
