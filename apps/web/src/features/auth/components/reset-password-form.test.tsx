import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { jsonBody } from '@/testing/json-body';
import { fillAndSubmit } from '@/testing/fill-form';
import { ResetPasswordForm } from './reset-password-form';

async function submit(values: { email?: string; password?: string; confirm?: string }) {
  renderWithProviders(<ResetPasswordForm code="c0de-123" />, { route: '/resetpassword/c0de-123' });
  const fields = {
    'E-mail': values.email,
    'New password': values.password,
    'Confirm new password': values.confirm,
  };
  await fillAndSubmit(fields, 'Reset my password');
}

const complete = { email: 'nova@example.com', password: 'new-stardust', confirm: 'new-stardust' };

describe('the /resetpassword/{code} form', () => {
  it.each([
    ['no e-mail', { password: 'new-stardust', confirm: 'new-stardust' }],
    ['no password', { email: 'nova@example.com', confirm: 'new-stardust' }],
    ['no confirmation', { email: 'nova@example.com', password: 'new-stardust' }],
  ])('%s: "You need to fill in all fields"', async (_case, values) => {
    const fetchMock = mockFetch({});
    await submit(values);
    expect(screen.getByRole('alert')).toHaveTextContent(/^You need to fill in all fields$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('differing passwords: "Passwords do not match!"', async () => {
    const fetchMock = mockFetch({});
    await submit({ ...complete, confirm: 'other-stardust' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Passwords do not match!$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs { Email, Password, Code } and, on success, "Your password has been reset" with a sign-in link', async () => {
    const fetchMock = mockFetch({
      'POST /api/videocomment/resetpassword': () =>
        jsonResponse({ status: 200, title: 'Your password has been reset' }),
    });
    await submit(complete);

    expect(await screen.findByText('Your password has been reset')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /sign in/i })).toHaveAttribute('href', '/signin');
    expect(jsonBody(fetchMock.mock.calls[0]?.[1])).toEqual({
      Email: 'nova@example.com',
      Password: 'new-stardust',
      Code: 'c0de-123',
    });
  });

  it('a bad or expired link: says so, offers a new one, and never claims success', async () => {
    const title = 'This link is invalid, has expired or has been used already. Ask for a new one.';
    mockFetch({ 'POST /api/videocomment/resetpassword': () => jsonResponse({ status: 400, title }, 400) });
    await submit(complete);

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new reset link' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    expect(screen.queryByText('Your password has been reset')).not.toBeInTheDocument();
  });

  it('a password the server refuses: its field message', async () => {
    mockFetch({
      'POST /api/videocomment/resetpassword': () =>
        jsonResponse(
          {
            status: 400,
            title: 'One or more fields are invalid',
            errors: { password: ['A password has at least 8 characters'] },
          },
          400,
        ),
    });
    await submit({ ...complete, password: 'short', confirm: 'short' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^A password has at least 8 characters$/);
    expect(screen.queryByRole('link', { name: 'Get a new reset link' })).not.toBeInTheDocument();
  });
});
