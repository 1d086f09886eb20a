import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { jsonBody } from '@/testing/json-body';
import { ConfirmEmail } from './confirm-email';

describe('confirming an e-mail address from the mailed link', () => {
  it('POSTs { userId, code } once (even under StrictMode), then offers to sign in', async () => {
    const fetchMock = mockFetch({
      'POST /api/account/confirmemail': () =>
        jsonResponse({ status: 200, title: 'Your e-mail address is confirmed.' }),
    });
    renderWithProviders(
      <StrictMode>
        <ConfirmEmail userId="u-1" code="k-1" />
      </StrictMode>,
    );

    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(jsonBody(fetchMock.mock.calls[0]?.[1])).toEqual({ userId: 'u-1', code: 'k-1' });
  });

  it('a signed-in member (new address): the auth check runs again', async () => {
    mockFetch({
      'POST /api/account/confirmemail': () =>
        jsonResponse({ status: 200, title: 'Your e-mail address is confirmed.' }),
    });
    const auth = fakeAuth({ status: 'signedIn' });
    renderWithProviders(<ConfirmEmail userId="u-1" code="k-1" />, { auth });

    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(auth.refresh).toHaveBeenCalledTimes(1);
  });

  it('a bad link: says so and offers a new confirmation mail', async () => {
    const fetchMock = mockFetch({
      'POST /api/account/confirmemail': () =>
        jsonResponse(
          { status: 400, title: 'This link is invalid, has expired or has been used already.' },
          400,
        ),
      'POST /api/account/resendconfirmation': () => jsonResponse({ status: 200, title: 'On its way.' }),
    });
    renderWithProviders(<ConfirmEmail userId="u-1" code="used" />);

    expect(
      await screen.findByText('This link is invalid, has expired or has been used already.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your e-mail address'), 'nova@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation mail again' }));
    expect(await screen.findByText('On its way.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
