import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/test-utils';
import { BanMemberModal } from './ban-member-modal';

describe('BanMemberModal', () => {
  it('sends the reason and the choice to hide their comments', async () => {
    const onBan = vi.fn(() => Promise.resolve());
    renderWithProviders(<BanMemberModal userName="troll" onHide={vi.fn()} onBan={onBan} />);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Ban troll' });
    const hide = screen.getByRole('checkbox', { name: 'Also hide their comments' });
    expect(hide).not.toBeChecked();

    await user.type(screen.getByLabelText('Reason (shown to staff only)'), '  spam  ');
    await user.click(hide);
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    expect(onBan).toHaveBeenCalledWith({ reason: 'spam', hideComments: true });
  });

  it('keeps the dialog open with the server’s reason when the ban is refused', async () => {
    const onBan = vi.fn(() =>
      Promise.reject(new ApiError({ status: 400, title: 'You cannot ban yourself' })),
    );
    renderWithProviders(<BanMemberModal userName="me" onHide={vi.fn()} onBan={onBan} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ban' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot ban yourself');
    expect(screen.getByRole('dialog', { name: 'Ban me' })).toBeInTheDocument();
    expect(onBan).toHaveBeenCalledWith({ reason: '', hideComments: false });
  });
});
