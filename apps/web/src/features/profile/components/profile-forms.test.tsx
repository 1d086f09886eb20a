import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '@/testing/location-probe';
import { notify } from '@/lib/toast';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { jsonBody } from '@/testing/json-body';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';

const WRONG_PASSWORD = {
  status: 400,
  title: 'Your password is not correct.',
  errors: { password: ['Your password is not correct.'] },
};

describe('change password', () => {
  async function submit(current: string, next: string, confirm: string) {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />, { auth: fakeAuth({ status: 'signedIn' }) });
    if (current) await user.type(screen.getByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('checks all fields and the confirmation before sending', async () => {
    const fetchMock = mockFetch({});
    await submit('old-stardust', 'new-stardust', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('differing new passwords: "Passwords do not match."', async () => {
    const fetchMock = mockFetch({});
    await submit('old-stardust', 'new-stardust', 'new-stardusT');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs { currentPassword, newPassword }; success says so and that other sessions ended', async () => {
    const fetchMock = mockFetch({
      'POST /api/account/changepassword': () =>
        jsonResponse({ status: 200, title: 'Your password has been changed.' }),
    });
    await submit('old-stardust', 'new-stardust', 'new-stardust');

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByText(/signed out everywhere else/)).toBeInTheDocument();
    expect(jsonBody(fetchMock.mock.calls[0]?.[1])).toEqual({
      currentPassword: 'old-stardust',
      newPassword: 'new-stardust',
    });
  });

  it('a wrong current password: the server’s field message', async () => {
    mockFetch({ 'POST /api/account/changepassword': () => jsonResponse(WRONG_PASSWORD, 400) });
    await submit('not-it', 'new-stardust', 'new-stardust');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password is not correct.');
  });
});

describe('change e-mail', () => {
  it('POSTs { newEmail, password } and asks to check the new address', async () => {
    const fetchMock = mockFetch({
      'POST /api/account/changeemail': () =>
        jsonResponse({ status: 200, title: 'Check your new e-mail address for a confirmation link.' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChangeEmailForm />, { auth: fakeAuth({ status: 'signedIn' }) });
    await user.type(screen.getByLabelText('New e-mail'), 'nova2@example.com');
    await user.type(screen.getByLabelText('Your password'), 'stardust-42');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));

    expect(
      await screen.findByText('Check your new e-mail address for a confirmation link.'),
    ).toBeInTheDocument();
    expect(jsonBody(fetchMock.mock.calls[0]?.[1])).toEqual({
      newEmail: 'nova2@example.com',
      password: 'stardust-42',
    });
  });

  it('checks the address before sending', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ChangeEmailForm />, { auth: fakeAuth({ status: 'signedIn' }) });
    await user.type(screen.getByLabelText('New e-mail'), 'nova2@example');
    await user.type(screen.getByLabelText('Your password'), 'stardust-42');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('delete my account', () => {
  async function askToDelete(password: string) {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DeleteAccount />
        <LocationProbe />
      </>,
      { route: '/Identity/Account/Manage', auth: fakeAuth({ status: 'signedIn' }) },
    );
    await user.type(screen.getByLabelText('Your password'), password);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    return user;
  }

  it('asks for confirmation in a modal; Cancel sends nothing', async () => {
    const fetchMock = mockFetch({});
    const user = await askToDelete('stardust-42');
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirmed: POSTs { password }, toasts and goes home', async () => {
    const success = vi.spyOn(notify, 'success');
    const fetchMock = mockFetch({
      'POST /api/account/delete': () =>
        jsonResponse({ status: 200, title: 'Your account has been deleted.' }),
    });
    const user = await askToDelete('stardust-42');
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));

    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    });
    expect(success).toHaveBeenCalledWith('Your account has been deleted.');
    expect(jsonBody(fetchMock.mock.calls[0]?.[1])).toEqual({ password: 'stardust-42' });
  });

  it('a wrong password: the modal closes and the server’s message shows', async () => {
    mockFetch({ 'POST /api/account/delete': () => jsonResponse(WRONG_PASSWORD, 400) });
    const user = await askToDelete('not-it');
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));

    expect(await screen.findByText('Your password is not correct.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/Identity/Account/Manage');
  });
});
