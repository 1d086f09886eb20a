import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VideoListItem } from '@starlane/contract';
import { renderWithProviders } from '@/testing/test-utils';
import { formatFor } from '@/lib/format';
import { en } from '@/lib/i18n/en';

const formatDuration = formatFor('en', en).duration;
import { VideoCard } from './video-card';

const video: VideoListItem = {
  id: 7,
  wmcExternalId: 'ab12cd',
  title: 'Neon Drift & Co',
  thumbnail: '/media/thumbs/ab12cd.jpg',
  length: 3725,
  viewCount: 12345,
  averageRating: 4.25,
  ratingCount: 4,
  commentCount: 0,
};

describe('VideoCard', () => {
  it('links to /video/{wmcExternalId}/{title}, named by the title', () => {
    renderWithProviders(<VideoCard video={video} />);
    const link = screen.getByRole('link', { name: 'Neon Drift & Co' });
    expect(link).toHaveAttribute('href', '/video/ab12cd/Neon%20Drift%20%26%20Co');
  });

  it('lazy-loads a 16:9 thumbnail with its size set and the title as alt text', () => {
    renderWithProviders(<VideoCard video={video} />);
    const img = screen.getByRole('img', { name: 'Neon Drift & Co' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/media/thumbs/ab12cd.jpg');
    const width = Number(img.getAttribute('width'));
    const height = Number(img.getAttribute('height'));
    expect(width).toBeGreaterThan(0);
    expect(width / height).toBeCloseTo(16 / 9, 5);
  });

  it('shows length, view count and average rating', () => {
    renderWithProviders(<VideoCard video={{ ...video, length: 95 }} />);
    expect(screen.getByText('1:35')).toBeInTheDocument();
    expect(screen.getByText('12,345 views')).toBeInTheDocument();
    expect(screen.getByText(/Average rating/).parentElement).toHaveTextContent('Average rating 4.3 of 5');
  });

  it("shows a windowed toplist's count over its window, not the all-time one", () => {
    const counted = { window: 'week', views: 34, ratings: 1, comments: 0, averageRating: 5 } as const;
    const { unmount } = renderWithProviders(
      <VideoCard video={{ ...video, windowCount: { ...counted, ranks: 'views' } }} />,
    );
    expect(screen.getByText('34 views this week')).toBeInTheDocument();
    expect(screen.queryByText('12,345 views')).toBeNull();
    unmount();

    renderWithProviders(
      <VideoCard
        video={{ ...video, windowCount: { ...counted, window: 'today', ranks: 'averageRating' } }}
      />,
    );
    expect(screen.getByText('1 rating today')).toBeInTheDocument();
    expect(screen.getByText(/Average rating/).parentElement).toHaveTextContent(
      'Average rating 5.0 of 5 today',
    );
  });

  it('formats lengths as m:ss below an hour and h:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(60)).toBe('1:00');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(36000 + 61)).toBe('10:01:01');
  });
});
