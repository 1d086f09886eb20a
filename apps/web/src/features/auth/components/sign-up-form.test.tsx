import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_REDIRECT_DELAY_MS } from '@/config/constants';
import { notify } from '@/lib/toast';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { jsonBody } from '@/testing/json-body';
import { LocationProbe } from '@/testing/location-probe';
import { emailTakenResponse } from '@/testing/fill-form';
import { SignUpForm } from './sign-up-form';

function renderForm() {
  return renderWithProviders(
    <>
      <SignUpForm />
      <LocationProbe />
    </>,
    { route: '/signup' },
  );
}

async function fill(values: Partial<Record<'username' | 'email' | 'password' | 'confirm', string>>) {
  const user = userEvent.setup();
  if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
  if (values.email) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

const complete = {
  username: 'nova',
  email: 'nova@example.com',
  password: 'stardust-42',
  confirm: 'stardust-42',
};

describe('the /signup form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the username first: "Your username is empty", nothing sent', async () => {
    const fetchMock = mockFetch({});
    renderForm();
    await fill({ email: 'nova@example.com', password: 'a', confirm: 'b' });

    expect(screen.getByRole('alert')).toHaveTextContent(/^Your username is empty$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a blank username counts as empty', async () => {
    mockFetch({});
    renderForm();
    await fill({ username: '   ', email: 'nova@example.com' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Your username is empty$/);
  });

  it('then the e-mail: "Your e-mail address is empty"', async () => {
    const fetchMock = mockFetch({});
    renderForm();
    await fill({ username: 'nova', password: 'a', confirm: 'b' });

    expect(screen.getByRole('alert')).toHaveTextContent(/^Your e-mail address is empty$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('then the passwords: "Passwords do not match"', async () => {
    const fetchMock = mockFetch({});
    renderForm();
    await fill({
      username: 'nova',
      email: 'nova@example.com',
      password: 'stardust-42',
      confirm: 'stardust-43',
    });

    expect(screen.getByRole('alert')).toHaveTextContent(/^Passwords do not match$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs /register with Username, Email, Password and PasswordConfirmation', async () => {
    const fetchMock = mockFetch({
      'POST /register': () => jsonResponse({ email: 'nova@example.com', userName: 'nova' }),
    });
    renderForm();
    await fill(complete);

    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/register');
    expect(init?.method).toBe('POST');
    expect(jsonBody(init)).toEqual({
      Username: 'nova',
      Email: 'nova@example.com',
      Password: 'stardust-42',
      PasswordConfirmation: 'stardust-42',
    });
  });

  it('200: the welcome toast, then home exactly SIGN_UP_REDIRECT_DELAY_MS (2 s) later', async () => {
    expect(SIGN_UP_REDIRECT_DELAY_MS).toBe(2000);
    const success = vi.spyOn(notify, 'success');
    mockFetch({ 'POST /register': () => jsonResponse({ email: 'nova@example.com', userName: 'nova' }) });
    // Only setTimeout is faked: the redirect timer. TanStack Query's notifications use it too, hence the
    // zero-length advances below.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderForm();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: complete.username } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: complete.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: complete.password } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: complete.confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    for (let i = 0; i < 10 && success.mock.calls.length === 0; i++) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(success).toHaveBeenCalledWith(
      'Welcome to the gang! Now check your e-mail and confirm your registration!',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');

    await act(() => vi.advanceTimersByTimeAsync(SIGN_UP_REDIRECT_DELAY_MS - 10));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('399: "Your e-mail already exists, have you forgotten your password?"', async () => {
    mockFetch({
      'POST /register': emailTakenResponse,
    });
    renderForm();
    await fill(complete);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your e-mail already exists, have you forgotten your password\?$/,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('400 for the username: "Your username already exists, have you forgotten your password?"', async () => {
    mockFetch({
      'POST /register': () =>
        jsonResponse(
          {
            status: 400,
            title: 'Your username already exists, have you forgotten your password?',
            errors: { username: ['Your username already exists, have you forgotten your password?'] },
          },
          400,
        ),
    });
    renderForm();
    await fill(complete);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your username already exists, have you forgotten your password\?$/,
    );
  });

  it('400 for another field: the server’s field message', async () => {
    mockFetch({
      'POST /register': () =>
        jsonResponse(
          {
            status: 400,
            title: 'One or more fields are invalid',
            errors: { password: ['A password has at least 8 characters'] },
          },
          400,
        ),
    });
    renderForm();
    await fill({ ...complete, password: 'short', confirm: 'short' });

    expect(await screen.findByRole('alert')).toHaveTextContent(/^A password has at least 8 characters$/);
  });
});
