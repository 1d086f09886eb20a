import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/test-utils';
import { PlaylistNameModal } from './playlist-name-modal';

function renderModal(onSave = vi.fn(() => Promise.resolve()), initialName?: string) {
  renderWithProviders(
    <PlaylistNameModal
      show
      title="Create a playlist"
      submitLabel="Create"
      onHide={vi.fn()}
      onSave={onSave}
      {...(initialName === undefined ? {} : { initialName })}
    />,
  );
  return { onSave, user: userEvent.setup() };
}

describe('PlaylistNameModal', () => {
  it('has a labelled name field with both hints of the spec', async () => {
    renderModal();

    const dialog = await screen.findByRole('dialog', { name: 'Create a playlist' });
    const field = screen.getByLabelText('Playlist name');
    expect(dialog).toContainElement(field);
    expect(screen.getByText('50 characters maximum')).toBeInTheDocument();
    expect(screen.getByText('You will not be able to see this')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/50 characters maximum.*You will not be able to see this/);
  });

  it('refuses an empty (or blank) name without calling the server', async () => {
    const { onSave, user } = renderModal();

    await user.type(await screen.findByLabelText('Playlist name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please give your playlist a name.');
    expect(screen.getByLabelText('Playlist name')).toBeInvalid();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses 51 characters and accepts 50 after trimming', async () => {
    const { onSave, user } = renderModal();
    const field = await screen.findByLabelText('Playlist name');

    await user.type(field, 'x'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A playlist name has at most 50 characters (yours has 51).',
    );
    expect(onSave).not.toHaveBeenCalled();

    // The message follows the typing once shown, and goes when the name is fixed.
    await user.type(field, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, `  ${'y'.repeat(50)}  `);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSave).toHaveBeenCalledWith('y'.repeat(50));
  });

  it('shows what the server says when it refuses', async () => {
    const onSave = vi.fn(() =>
      Promise.reject(
        new ApiError({
          status: 400,
          title: 'Bad name',
          errors: { name: ['A playlist name has 1 to 50 characters'] },
        }),
      ),
    );
    const { user } = renderModal(onSave);

    await user.type(await screen.findByLabelText('Playlist name'), 'Fine name');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A playlist name has 1 to 50 characters');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a failure that is not about the name above the buttons', async () => {
    const onSave = vi.fn(() => Promise.reject(new ApiError({ status: 500, title: 'The server fell over' })));
    const { user } = renderModal(onSave, 'Old name');

    expect(await screen.findByLabelText('Playlist name')).toHaveValue('Old name');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The server fell over');
    expect(onSave).toHaveBeenCalledWith('Old name');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });
});
