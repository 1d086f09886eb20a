import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAd } from '@starlane/contract';
import { AppToaster } from '@/components/app-toaster';
import { jsonBody } from '@/testing/json-body';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { AdForm } from './ads-section';

const existing: AdminAd = {
  id: 7,
  name: 'Summer',
  url: 'https://advertiser.example/',
  source: '/media/ads/summer.png',
  placement: 'home',
  weight: 3,
  activeFrom: null,
  activeUntil: null,
  paused: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderForm(
  ad: AdminAd | null,
  answer: () => Response = () => jsonResponse({ status: 200, title: 'ok' }),
) {
  const fetchMock = mockFetch({
    'POST /api/admin/ads/create': answer,
    'POST /api/admin/ads/7/update': answer,
  });
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <AppToaster />
      <AdForm ad={ad} onClose={onClose} />
    </>,
  );
  return { fetchMock, onClose };
}

const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('AdForm', () => {
  afterEach(() => {
    act(() => {
      toast.remove();
    });
  });

  it('shows each problem next to its field and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock, onClose } = renderForm(null);
    await user.type(screen.getByLabelText('Target URL'), 'advertiser.example');
    await user.clear(screen.getByLabelText('Weight'));
    await user.type(screen.getByLabelText('Weight'), '101');
    await user.type(screen.getByLabelText('Active from'), '2026-02-10');
    await user.type(screen.getByLabelText('Active until'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Create ad' }));

    expect(await screen.findByText('a name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('a name is required');
    expect(screen.getByText('the target is an http(s) URL or a path on this site')).toBeInTheDocument();
    expect(screen.getByText('An ad needs a creative: upload a picture or give its URL')).toBeInTheDocument();
    expect(screen.getByText('weight is 1 to 100')).toBeInTheDocument();
    expect(screen.getByText('the end date comes after the start date')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates a valid ad with what was typed and closes', async () => {
    const user = userEvent.setup();
    const { fetchMock, onClose } = renderForm(null);
    await user.type(screen.getByLabelText('Name'), 'Winter');
    await user.type(screen.getByLabelText('Target URL'), '/signup');
    await user.type(screen.getByLabelText('Creative picture URL'), '/media/ads/winter.png');
    await user.selectOptions(screen.getByLabelText('Placement'), 'home');
    await user.click(screen.getByRole('button', { name: 'Create ad' }));

    expect(await screen.findByText('Ad created')).toBeInTheDocument();
    const [call] = posts(fetchMock);
    expect(jsonBody(call![1])).toEqual({
      name: 'Winter',
      url: '/signup',
      source: '/media/ads/winter.png',
      placement: 'home',
      weight: 1,
      activeFrom: '',
      activeUntil: '',
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('puts the server’s field messages next to their fields and stays open', async () => {
    const user = userEvent.setup();
    const { onClose } = renderForm(existing, () =>
      jsonResponse(
        { status: 400, title: 'The ad is not valid', errors: { url: ['the advertiser’s site is blocked'] } },
        400,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save ad' }));

    expect(await screen.findByText('the advertiser’s site is blocked')).toBeInTheDocument();
    expect(screen.getByLabelText('Target URL')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('The ad is not valid')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
