import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { jsonBody } from '@/testing/json-body';
import { ResetPasswordForm } from './reset-password-form';

async function submit(values: { email?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  renderWithProviders(<ResetPasswordForm code="c0de-123" />, { route: '/resetpassword/c0de-123' });
  if (values.email) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.password) await user.type(screen.getByLabelText('New password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm new password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Reset my password' }));
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
