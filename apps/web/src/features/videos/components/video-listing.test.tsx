import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeVideo, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { getVideosByCategoryPagesQueryOptions } from '../api/get-videos-by-category';
import { VideoListing } from './video-listing';
import { MESSAGES } from '@starlane/contract';

const PAGE_SIZE = 3;
const MORE = 'Show me more from this category!';

const video = (id: number) =>
  makeVideo(id, { thumbnail: `/media/t${String(id)}.jpg`, length: 60 + id, viewCount: id });

/** A category of `total` videos served PAGE_SIZE at a time, as the server pages them. */
function serveCategory(total: number, gate?: Promise<void>) {
  const all = Array.from({ length: total }, (_, i) => video(i + 1));
  return mockFetch({
    'GET /api/video/getbycategory': async (url) => {
      if (gate) await gate;
      const amount = Number(url.searchParams.get('amount'));
      const page = Number(url.searchParams.get('page'));
      return jsonResponse({ $values: all.slice((page - 1) * amount, page * amount) });
    },
  });
}

function renderListing() {
  return renderWithProviders(
    <VideoListing
      query={getVideosByCategoryPagesQueryOptions('c1', PAGE_SIZE)}
      columns={3}
      moreLabel={MORE}
      aria-label="Category videos"
    />,
  );
}

describe('VideoListing', () => {
  it('shows the loading message until the first page arrives', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveCategory(2, gate);
    renderListing();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    release();
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so, word for word, when there are no videos', async () => {
    serveCategory(0);
    renderListing();
    expect(await screen.findByText(MESSAGES.noVideos)).toBeInTheDocument();
    expect(MESSAGES.noVideos).toBe('No more more vids here...for now!');
    expect(screen.queryByRole('button', { name: MORE })).not.toBeInTheDocument();
  });

  it('appends the next page on show more, in order, and drops the button after a short page', async () => {
    const fetchMock = serveCategory(7);
    const user = userEvent.setup();
    renderListing();

    const list = await screen.findByRole('list', { name: 'Category videos' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: MORE }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(6));
    expect(list).toBe(screen.getByRole('list', { name: 'Category videos' }));

    await user.click(screen.getByRole('button', { name: MORE }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: MORE })).not.toBeInTheDocument();

    const titles = screen.getAllByRole('img').map((img) => img.getAttribute('alt'));
    expect(titles).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Video ${String(n)}`));
    const pages = fetchMock.mock.calls.map(([input]) => new URL(input as string, 'http://x').searchParams);
    expect(pages.map((p) => p.get('page'))).toEqual(['1', '2', '3']);
    expect(pages.every((p) => p.get('amount') === '3' && p.get('categoryId') === 'c1')).toBe(true);
  });

  it('drops the button when the last page is full but the next one is empty', async () => {
    serveCategory(3);
    const user = userEvent.setup();
    renderListing();

    await user.click(await screen.findByRole('button', { name: MORE }));
    await waitFor(() => expect(screen.queryByRole('button', { name: MORE })).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(MESSAGES.noVideos)).not.toBeInTheDocument();
  });
});
