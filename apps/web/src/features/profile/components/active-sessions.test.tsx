import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@starlane/contract';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { jsonBody } from '@/testing/json-body';
import { ActiveSessions } from './active-sessions';

const session = (id: string, userAgent: string, current = false): AccountSession => ({
  id,
  current,
  persistent: false,
  userAgent,
  createdAt: '2026-01-10T10:00:00.000Z',
  lastSeenAt: '2026-01-11T10:00:00.000Z',
  expiresAt: '2026-01-12T10:00:00.000Z',
});

describe('where you are signed in', () => {
  it('lists the sessions and signs out one of the others with a labelled button', async () => {
    let list = [session('here', 'This Browser', true), session('phone', 'Phone Browser')];
    const fetchMock = mockFetch({
      'GET /api/account/sessions': () => jsonResponse({ $values: list }),
      'POST /api/account/sessions/end': () => {
        list = list.filter((s) => s.id !== 'phone');
        return jsonResponse({ status: 200, title: 'That session has been signed out.' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ActiveSessions />, { auth: fakeAuth({ status: 'signedIn' }) });

    expect(await screen.findByText('Phone Browser')).toBeInTheDocument();
    expect(screen.getByText(/this browser\)/i)).toBeInTheDocument();
    // The current session has no sign-out button: signing out does that.
    expect(screen.getAllByRole('button', { name: /^Sign out .*signed in/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Sign out Phone Browser/ }));
    const call = fetchMock.mock.calls.find(([url]) => (url as string).includes('/sessions/end'));
    expect(jsonBody(call?.[1])).toEqual({ id: 'phone' });
    await waitFor(() => {
      expect(screen.queryByText('Phone Browser')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('signs out everywhere else', async () => {
    const fetchMock = mockFetch({
      'GET /api/account/sessions': () =>
        jsonResponse({ $values: [session('here', 'This Browser', true), session('tv', 'TV Browser')] }),
      'POST /api/account/sessions/endothers': () =>
        jsonResponse({ status: 200, title: 'Every other session has been signed out.' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ActiveSessions />, { auth: fakeAuth({ status: 'signedIn' }) });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => {
      expect(fetchMock.mock.calls.some(([url]) => (url as string).includes('/sessions/endothers'))).toBe(
        true,
      );
    });
  });
});
