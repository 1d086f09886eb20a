import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { jsonBody } from '@/testing/json-body';
import { LocationProbe } from '@/testing/location-probe';
import { SignInForm } from './sign-in-form';

async function submit(identifier: string, password: string, returnTo = '/') {
  const user = userEvent.setup();
  const auth = fakeAuth();
  renderWithProviders(
    <>
      <SignInForm returnTo={returnTo} />
      <LocationProbe />
    </>,
    { route: '/signin', auth },
  );
  if (identifier) await user.type(screen.getByLabelText('E-mail or username'), identifier);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { user, auth };
}

describe('the /signin form', () => {
  it('links to the forgot-password and sign-up pages', () => {
    renderWithProviders(<SignInForm returnTo="/" />, { route: '/signin' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('empty fields: "Please fill in all fields."', async () => {
    const fetchMock = mockFetch({});
    await submit('nova', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs { Username, Password, Rememberme: "true" }, then goes back to returnTo', async () => {
    const fetchMock = mockFetch({
      'POST /api/videocomment/signIn': () => jsonResponse({ status: 200, title: 'Successful Login.' }),
    });
    const { auth } = await submit('nova', 'stardust-42', '/video/abc/Nebula');

    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/video/abc/Nebula');
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/videocomment/signIn');
    expect(jsonBody(init)).toEqual({
      Username: 'nova',
      Password: 'stardust-42',
      Rememberme: 'true',
    });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
  });

  it('a refusal: "Error Logging In." and no navigation', async () => {
    mockFetch({
      'POST /api/videocomment/signIn': () => jsonResponse({ status: 401, title: 'Error Logging In.' }, 401),
    });
    await submit('nova', 'wrong-password', '/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error Logging In\.$/);
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });

  it('an unconfirmed username: the server’s message, and the resend form asks for the address', async () => {
    const title =
      'Your e-mail address is not confirmed yet. Check your e-mail, or ask for a new confirmation mail.';
    const fetchMock = mockFetch({
      'POST /api/videocomment/signIn': () =>
        jsonResponse({ status: 401, title, errors: { email: ['not confirmed'] } }, 401),
      'POST /api/account/resendconfirmation': () => jsonResponse({ status: 200, title: 'On its way.' }),
    });
    const { user } = await submit('nova', 'stardust-42');

    expect(await screen.findByText(title)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your e-mail address'), 'nova@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation mail again' }));
    expect(await screen.findByText('On its way.')).toBeInTheDocument();
    const resend = fetchMock.mock.calls.find(([url]) => url === '/api/account/resendconfirmation');
    expect(jsonBody(resend?.[1])).toEqual({ email: 'nova@example.com' });
  });
});
