import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth, jsonResponse, makeVideo, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { myToplistType } from '@/features/toplists/utils';
import { MyToplist } from './my-toplists';

const video = (n: number) => makeVideo(n, { length: 90, viewCount: 3, averageRating: 4, ratingCount: 1 });

describe('My toplists', () => {
  it('defaults to mymostviewed for a missing or unknown type', () => {
    expect(myToplistType(undefined)).toBe('mymostviewed');
    expect(myToplistType('nonsense')).toBe('mymostviewed');
    expect(myToplistType('myhighestrating')).toBe('myhighestrating');
  });

  it('lists 8 of the member’s highest rated videos and links to the other toplist', async () => {
    const fetchMock = mockFetch({
      'GET /api/video/getmyhighestrating': (url) =>
        jsonResponse({
          $values: Array.from({ length: Number(url.searchParams.get('amount')) }, (_, i) => video(i + 1)),
        }),
    });
    renderWithProviders(<MyToplist type="myhighestrating" />, { auth: fakeAuth({ status: 'signedIn' }) });

    expect(screen.getByRole('heading', { name: 'My Highest Rating', level: 1 })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'My Highest Rating' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(8);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/video/getmyhighestrating?amount=8');
    const nav = screen.getByRole('navigation', { name: 'My toplists' });
    expect(within(nav).getByRole('link', { name: 'My Most Viewed' })).toHaveAttribute(
      'href',
      '/mytoplists/mymostviewed',
    );
    expect(within(nav).getByRole('link', { name: 'My Highest Rating' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows visitors a join prompt and asks the server nothing', () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<MyToplist type="mymostviewed" />, { auth: fakeAuth({ status: 'anonymous' }) });

    expect(screen.getByRole('heading', { name: 'My Most Viewed', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute(
      'href',
      '/authentication/register',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
