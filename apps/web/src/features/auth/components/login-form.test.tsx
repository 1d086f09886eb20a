import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { jsonBody } from '@/testing/json-body';
import { LocationProbe } from '@/testing/location-probe';
import { LoginForm } from './login-form';

const UNCONFIRMED = {
  status: 401,
  title: 'Your e-mail address is not confirmed yet. Check your e-mail, or ask for a new confirmation mail.',
  errors: { email: ['not confirmed'] },
};

async function submit(values: { email?: string; password?: string; remember?: boolean }) {
  const user = userEvent.setup();
  const auth = fakeAuth();
  renderWithProviders(
    <>
      <LoginForm />
      <LocationProbe />
    </>,
    { route: '/login', auth },
  );
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return { user, auth };
}

const okLogin = () => jsonResponse({ status: 200, title: 'Successful Login.' });

describe('the /login form', () => {
  it.each([
    ['no e-mail', { password: 'stardust-42' }],
    ['no password', { email: 'nova@example.com' }],
  ])('%s: "Please fill in all fields."', async (_case, values) => {
    const fetchMock = mockFetch({});
    await submit(values);
    expect(screen.getByText('Please fill in all fields.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('remember me on: POST /login?useCookies=true with { email, password }', async () => {
    const fetchMock = mockFetch({ 'POST /login': okLogin });
    await submit({ email: 'nova@example.com', password: 'stardust-42', remember: true });
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/login?useCookies=true');
    expect(jsonBody(init)).toEqual({ email: 'nova@example.com', password: 'stardust-42' });
  });

  it('remember me off: POST /login?useSessionCookies=true', async () => {
    const fetchMock = mockFetch({ 'POST /login': okLogin });
    await submit({ email: 'nova@example.com', password: 'stardust-42' });
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/login?useSessionCookies=true');
  });

  it('success: "Successful Login.", the auth check again, then home', async () => {
    const success = vi.spyOn(notify, 'success');
    mockFetch({ 'POST /login': okLogin });
    const { auth } = await submit({ email: 'nova@example.com', password: 'stardust-42' });

    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    });
    expect(success).toHaveBeenCalledWith('Successful Login.');
    expect(auth.refresh).toHaveBeenCalledTimes(1);
  });

  it('a refusal: "Error Logging In."', async () => {
    mockFetch({ 'POST /login': () => jsonResponse({ status: 401, title: 'Error Logging In.' }, 401) });
    await submit({ email: 'nova@example.com', password: 'wrong-password' });
    expect(await screen.findByText('Error Logging In.')).toHaveClass('text-danger');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('a network failure: "Error Logging in."', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await submit({ email: 'nova@example.com', password: 'stardust-42' });
    expect(await screen.findByText('Error Logging in.')).toBeInTheDocument();
  });

  it('an unconfirmed account: the server’s message and a button that mails the confirmation again', async () => {
    const fetchMock = mockFetch({
      'POST /login': () => jsonResponse(UNCONFIRMED, 401),
      'POST /api/account/resendconfirmation': () =>
        jsonResponse({
          status: 200,
          title: 'If the address has an unconfirmed account, a new confirmation mail is on its way.',
        }),
    });
    const { user } = await submit({ email: 'nova@example.com', password: 'stardust-42' });

    expect(await screen.findByText(UNCONFIRMED.title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation mail again' }));
    expect(
      await screen.findByText(
        'If the address has an unconfirmed account, a new confirmation mail is on its way.',
      ),
    ).toBeInTheDocument();
    const resend = fetchMock.mock.calls.find(([url]) => url === '/api/account/resendconfirmation');
    expect(jsonBody(resend?.[1])).toEqual({ email: 'nova@example.com' });
  });
});
