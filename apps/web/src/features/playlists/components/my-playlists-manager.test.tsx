import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberRole, Playlist } from '@starlane/contract';
import { AppToaster } from '@/components/app-toaster';
import { fakeAuth, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { en } from '@/lib/i18n/en';
import { MyPlaylistsManager } from './my-playlists-manager';

const PLAYLIST_CURATED = en.playlists.curated;

const list = (curated: boolean): Playlist => ({
  id: 5,
  name: 'Night shift',
  memberId: 'me-id',
  memberName: 'luna',
  videoCount: 0,
  curated,
  playlistMovies: [],
});

function renderAs(role: MemberRole) {
  let curated = false;
  const sent: string[] = [];
  mockFetch({
    'GET /api/playlist/getbyuser': () => jsonResponse({ $values: [list(curated)] }),
    'GET /manage/info': () =>
      jsonResponse({
        id: 'me-id',
        email: 'luna@example.com',
        userName: 'luna',
        isEmailConfirmed: true,
        role,
      }),
    'POST /api/playlist/curate': (url) => {
      sent.push(url.search);
      curated = url.searchParams.get('curated') === 'true';
      return jsonResponse(list(curated));
    },
  });
  renderWithProviders(
    <>
      <AppToaster />
      <MyPlaylistsManager />
    </>,
    { auth: fakeAuth({ status: 'signedIn' }) },
  );
  return { sent, user: userEvent.setup() };
}

describe('MyPlaylistsManager curated toggle', () => {
  afterEach(() => {
    act(() => {
      toast.remove();
    });
  });

  it('lets a premium member mark a playlist curated and shows it pressed and labelled', async () => {
    const { sent, user } = renderAs('premium');
    const toggle = await screen.findByRole('button', { name: 'Curated: Night shift' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(await screen.findByText(PLAYLIST_CURATED)).toBeInTheDocument();
    expect(sent).toEqual(['?playlistId=5&curated=true']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Curated: Night shift' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('offers no toggle to a plain member', async () => {
    renderAs('member');
    await screen.findByRole('button', { name: 'Tweak it: Night shift' });
    // The crib link comes with the account, as the toggle would: the role is known by then.
    await screen.findByRole('link', { name: 'See your crib' });
    expect(screen.queryByRole('button', { name: 'Curated: Night shift' })).toBeNull();
  });
});
