/** Reading the server's `{ status, title, errors }` answers of the account calls. */
import { isApiError } from './api-client';

/**
 * A sign-in refused because the e-mail address is not confirmed yet: 401 with `errors.email`
 * ['not confirmed'] (the title then says what to do).
 */
export function isUnconfirmedAccount(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && (error.errors.email ?? []).includes('not confirmed');
}

/** A failure the browser reports before any answer: server unreachable, connection dropped. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The server's per-field messages, in the given field order first, then any others; no duplicates. */
export function fieldMessages(error: unknown, order: readonly string[] = []): string[] {
  if (!isApiError(error)) return [];
  const fields = [...order, ...Object.keys(error.errors).filter((field) => !order.includes(field))];
  const messages = fields.flatMap((field) => error.errors[field] ?? []);
  return [...new Set(messages)];
}
