import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Traffic } from '@starlane/contract';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { TRAFFIC_REFRESH_MS } from '../api/get-traffic';
import { TrafficSection } from './traffic-section';

const minute = (iso: string, requests: number, errors: number, cacheHits: number, cacheMisses: number) => ({
  start: iso,
  requests,
  errors,
  cacheHits,
  cacheMisses,
});

function traffic(requestsLast: number): Traffic {
  return {
    counted: true,
    since: '2026-11-28T11:57:30.000Z',
    processes: 2,
    minutes: [
      minute('2026-11-28T11:57:00.000Z', 120, 0, 0, 0),
      minute('2026-11-28T11:58:00.000Z', 400, 3, 75, 25),
      minute('2026-11-28T11:59:00.000Z', requestsLast, 1, 50, 50),
    ],
    viewsPerHour: Array.from({ length: 24 }, (_, i) => ({
      start: new Date(Date.UTC(2026, 10, 27, 13 + i)).toISOString(),
      views: i === 23 ? 7 : i,
    })),
  };
}

describe('TrafficSection', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws each chart as a described image, with every number in a table', async () => {
    mockFetch({ 'GET /api/admin/traffic': () => jsonResponse(traffic(90)) });
    renderWithProviders(<TrafficSection />);

    const requests = await screen.findByRole('img', { name: /^Requests per minute, last hour/ });
    expect(requests).toHaveAccessibleDescription(
      '610 in all, at most 400 in one minute, 90 in the minute under way.',
    );
    // Bars only for the minutes with traffic: three.
    expect(requests.querySelectorAll('rect')).toHaveLength(3);
    expect(screen.getByRole('img', { name: /^Server errors/ })).toHaveAccessibleDescription(
      '4 in all, at most 3 in one minute, 1 in the minute under way.',
    );
    // 125 hits of 200 lookups; the first minute had none and breaks the line.
    expect(screen.getByRole('img', { name: /^Cache hit ratio/ })).toHaveAccessibleDescription(
      '63% of lookups found a cached answer; 50% in the minute under way.',
    );
    expect(screen.getByRole('img', { name: /^Views per hour/ })).toHaveAccessibleDescription(
      // 0 + 1 + … + 22, and 7 in the hour under way.
      '260 in all, at most 22 in one hour, 7 in the hour under way.',
    );
    expect(screen.getByText('Counted across 2 serving processes together, refreshed every few seconds.'));

    const user = userEvent.setup();
    await user.click(screen.getByText('The numbers: Cache hit ratio per minute, last hour'));
    const table = screen.getAllByRole('table')[2]!;
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(cells).toEqual(['no lookups', '75%', '50%']);
  });

  it('says in Spanish what it shows', async () => {
    mockFetch({ 'GET /api/admin/traffic': () => jsonResponse({ ...traffic(90), processes: 1 }) });
    renderWithProviders(<TrafficSection />, { locale: 'es' });
    const requests = await screen.findByRole('img', { name: /^Peticiones por minuto/ });
    expect(requests).toHaveAccessibleDescription(
      '610 en total, como mucho 400 en un minuto, 90 en el minuto en curso.',
    );
    expect(screen.getByRole('heading', { name: 'Tráfico en directo' })).toBeInTheDocument();
    expect(screen.getByText(/^Contado en el único proceso/)).toBeInTheDocument();
  });

  it('asks again every few seconds and draws what changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let last = 90;
    const fetchMock = mockFetch({ 'GET /api/admin/traffic': () => jsonResponse(traffic(last)) });
    renderWithProviders(<TrafficSection />);
    await screen.findByRole('img', { name: /^Requests per minute/ });
    last = 300;
    await act(() => vi.advanceTimersByTimeAsync(TRAFFIC_REFRESH_MS + 100));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('img', { name: /^Requests per minute/ })).toHaveAccessibleDescription(
      '820 in all, at most 400 in one minute, 300 in the minute under way.',
    );
  });
});
