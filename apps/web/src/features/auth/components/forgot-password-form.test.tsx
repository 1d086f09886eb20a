import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { jsonBody } from '@/testing/json-body';
import { ForgotPasswordForm } from './forgot-password-form';

const REMINDER = 'A reminder has been sent to your e-mail address';

async function remind(email: string) {
  const user = userEvent.setup();
  renderWithProviders(<ForgotPasswordForm />, { route: '/forgotpassword' });
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Remind me' }));
}

describe('the /forgotpassword form', () => {
  it('POSTs { Email } and says a reminder has been sent', async () => {
    const fetchMock = mockFetch({
      'POST /api/videocomment/forgotPassword': () => jsonResponse({ status: 200, title: REMINDER }),
    });
    await remind('nova@example.com');

    expect(await screen.findByText(REMINDER)).toBeInTheDocument();
    expect(jsonBody(fetchMock.mock.calls[0]?.[1])).toEqual({ Email: 'nova@example.com' });
  });

  it('says the same when the call fails', async () => {
    mockFetch({
      'POST /api/videocomment/forgotPassword': () =>
        jsonResponse({ status: 429, title: 'Too many requests, try again later' }, 429),
    });
    await remind('nova@example.com');
    expect(await screen.findByText(REMINDER)).toBeInTheDocument();
  });

  it('and when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await remind('nova@example.com');
    expect(await screen.findByText(REMINDER)).toBeInTheDocument();
  });
});
