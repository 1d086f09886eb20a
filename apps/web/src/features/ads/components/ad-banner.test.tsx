import { Suspense, use } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THIRD_PARTY_CONFIG_ELEMENT_ID, type Ad } from '@starlane/contract';
import { consentStore } from '@/lib/consent-store';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { AdPageViewsContext, createAdPageViews } from '../lib/page-views';
import { makeAd, mockIntersectionObserver } from '../testing';
import { AdBanner } from './ad-banner';

function serveAds(ads: Ad[]) {
  return mockFetch({
    'GET /api/ad/': () => jsonResponse({ $values: ads }),
    'POST /api/ad/logadview': () => jsonResponse({ counted: true }),
  });
}

function renderSlots(ui: React.ReactNode, route = '/toplists/mostviewed') {
  return renderWithProviders(
    <AdPageViewsContext value={createAdPageViews()}>
      <Routes>
        <Route path="*" element={ui} />
        <Route path="/signup" element={<h1>Sign up page</h1>} />
      </Routes>
    </AdPageViewsContext>,
    { route },
  );
}

/** Two slots that name no placement, as a page with two ad columns has. */
const renderTwoSlots = (route: string) =>
  renderSlots(
    <>
      <AdBanner />
      <AdBanner />
    </>,
    route,
  );

const requestUrl = (input: RequestInfo | URL | undefined) =>
  new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? ''),
    'http://localhost',
  );

const logCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: requestUrl(input), init }))
    .filter(({ url }) => url.pathname === '/api/ad/logadview');

describe('AdBanner', () => {
  let observer: ReturnType<typeof mockIntersectionObserver>;
  beforeEach(() => {
    observer = mockIntersectionObserver();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById(THIRD_PARTY_CONFIG_ELEMENT_ID)?.remove();
  });

  it('shows an image ad as a sponsored router link for an internal URL, in an Advertisement region', async () => {
    const fetchMock = serveAds([makeAd(1, 'header', { name: 'Join the gang', url: '/signup' })]);
    renderSlots(<AdBanner placement="header" />);

    const image = await screen.findByRole('img', { name: 'Join the gang' });
    const region = screen.getByRole('region', { name: 'Advertisement' });
    expect(region).toContainElement(image);
    expect(image).toHaveAttribute('src', '/media/ads/house-1.svg');
    const link = screen.getByRole('link', { name: 'Join the gang' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(link).toHaveAttribute('rel', 'sponsored');
    expect(link).not.toHaveAttribute('target');
    expect(requestUrl(fetchMock.mock.calls[0]?.[0]).search).toBe('?url=%2Ftoplists%2Fmostviewed');

    // A router link: the page changes without a reload.
    vi.stubGlobal('navigator', { sendBeacon: vi.fn(() => true) });
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Sign up page' })).toBeInTheDocument();
  });

  it('opens an external ad in a new tab, still marked sponsored', async () => {
    serveAds([makeAd(2, 'header', { name: 'Partner', url: 'https://partner.example/landing' })]);
    renderSlots(<AdBanner placement="header" />);

    const link = await screen.findByRole('link', { name: 'Partner' });
    expect(link).toHaveAttribute('href', 'https://partner.example/landing');
    expect(link.getAttribute('rel')?.split(' ')).toContain('sponsored');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("treats '//host' as another site, not a path of ours", async () => {
    serveAds([makeAd(2, 'header', { name: 'Elsewhere', url: '//elsewhere.example/x' })]);
    renderSlots(<AdBanner placement="header" />);

    expect(await screen.findByRole('link', { name: 'Elsewhere' })).toHaveAttribute('target', '_blank');
  });

  it('shows an HTML snippet in a sandboxed frame without scripts', async () => {
    const snippet = '<a href="https://partner.example" target="_blank"><b>Partner deal</b></a>';
    serveAds([makeAd(3, 'sidebar', { name: 'Snippet deal', source: snippet })]);
    renderSlots(<AdBanner placement="sidebar" />, '/video/abc/Title');

    const frame = await screen.findByTitle('Snippet deal');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame).toHaveAttribute('srcdoc', snippet);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('logs the view once, when at least half of the ad has been visible', async () => {
    const fetchMock = serveAds([makeAd(4, 'header')]);
    renderSlots(<AdBanner placement="header" />);
    await screen.findByRole('img', { name: 'Ad number 4' });
    const region = screen.getByRole('region', { name: 'Advertisement' });

    act(() => {
      observer.show(region, 0.3);
    });
    expect(logCalls(fetchMock)).toHaveLength(0);

    act(() => {
      observer.show(region, 0.6);
      observer.show(region, 1);
    });
    await waitFor(() => {
      expect(logCalls(fetchMock)).toHaveLength(1);
    });
    const [{ url, init }] = logCalls(fetchMock) as [{ url: URL; init: RequestInit | undefined }];
    expect(init?.method).toBe('POST');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: '4',
      action: 'view',
      url: '/toplists/mostviewed',
    });
    expect(observer.watched()).toBe(0);
  });

  it('logs one view per ad and page view, even when two slots show the same ad', async () => {
    const fetchMock = serveAds([makeAd(5, 'listing')]);
    renderSlots(
      <>
        <AdBanner placement="listing" />
        <AdBanner placement="listing" />
      </>,
    );
    await waitFor(() => {
      expect(screen.getAllByRole('img', { name: 'Ad number 5' })).toHaveLength(2);
    });

    act(() => {
      for (const region of screen.getAllByRole('region', { name: 'Advertisement' })) observer.show(region, 1);
    });
    await waitFor(() => {
      expect(logCalls(fetchMock)).toHaveLength(1);
    });
  });

  it('sends a click with a beacon carrying an empty body', async () => {
    serveAds([makeAd(6, 'header', { url: 'https://partner.example/' })]);
    const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    renderSlots(<AdBanner placement="header" />);

    const link = await screen.findByRole('link', { name: 'Ad number 6' });
    link.addEventListener('click', (event) => {
      event.preventDefault();
    });
    await userEvent.click(link);

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/api/ad/logadview?id=6&action=click&url=%2Ftoplists%2Fmostviewed');
    expect(body).toBeInstanceOf(Blob);
    expect(body.size).toBe(0);
    expect(body.type).toBe('');
  });

  it('falls back to a keepalive fetch when the beacon is refused', async () => {
    const fetchMock = serveAds([makeAd(7, 'header', { url: 'https://partner.example/' })]);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => false) });
    renderSlots(<AdBanner placement="header" />);

    const link = await screen.findByRole('link', { name: 'Ad number 7' });
    link.addEventListener('click', (event) => {
      event.preventDefault();
    });
    await userEvent.click(link);

    const clicks = logCalls(fetchMock).filter(({ url }) => url.searchParams.get('action') === 'click');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(clicks[0]?.init?.body).toBeUndefined();
  });

  it('gives two slots of one placement different ads, chosen by the page when none is given', async () => {
    serveAds([makeAd(8, 'sidebar'), makeAd(9, 'sidebar'), makeAd(10, 'header')]);
    renderTwoSlots('/actor/Ada%20Lovelace');

    await waitFor(() => {
      expect(screen.getAllByRole('img')).toHaveLength(2);
    });
    const names = screen.getAllByRole('img').map((img) => img.getAttribute('alt'));
    expect(new Set(names)).toEqual(new Set(['Ad number 8', 'Ad number 9']));
  });

  it('counts only slots that mount: renders thrown away while the page suspends take no position', async () => {
    serveAds([makeAd(19, 'sidebar'), makeAd(20, 'sidebar')]);
    let ready = false;
    let resolve = () => undefined as void;
    const pending = new Promise<void>((r) => {
      resolve = () => {
        ready = true;
        r();
      };
    });
    function SlowPart() {
      if (!ready) use(pending);
      return <p>Loaded</p>;
    }
    // Awaited acts: React retries the suspended page inside them.
    await act(async () => {
      renderSlots(
        <Suspense fallback={<p>Loading</p>}>
          <AdBanner />
          <AdBanner />
          <SlowPart />
        </Suspense>,
        '/video/abc/Title',
      );
      await Promise.resolve();
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      resolve();
      await pending;
    });

    await screen.findByText('Loaded');
    await waitFor(() => {
      expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toHaveLength(2);
    });
    expect(new Set(screen.getAllByRole('img').map((img) => img.getAttribute('alt')))).toEqual(
      new Set(['Ad number 19', 'Ad number 20']),
    );
  });

  it('shows our own banner in a second slot rather than the same ad twice (outside listings)', async () => {
    serveAds([makeAd(17, 'home')]);
    renderTwoSlots('/');

    expect(await screen.findByRole('img', { name: 'Ad number 17' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('region', { name: 'Advertisement' });
    expect(first).toContainElement(screen.getByRole('img', { name: 'Ad number 17' }));
    expect(
      within(second as HTMLElement).getByRole('link', { name: /most viewed videos/i }),
    ).toBeInTheDocument();
  });

  it('shows our own banner when the page has no ad for the slot, and logs nothing for it', async () => {
    const fetchMock = serveAds([makeAd(11, 'sidebar')]);
    renderSlots(<AdBanner placement="header" />);

    const region = screen.getByRole('region', { name: 'Advertisement' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    const house = await within(region).findByRole('link', { name: /most viewed videos/i });
    expect(house).toHaveAttribute('href', '/toplists/mostviewed');
    expect(region).not.toHaveAttribute('aria-busy');
    act(() => {
      observer.show(region, 1);
    });
    expect(logCalls(fetchMock)).toHaveLength(0);
  });

  it('keeps the header banner in place while the next page loads its ads', async () => {
    let release = () => undefined as void;
    const slowAnswer = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch({
      'GET /api/ad/': async (url) => {
        if (url.searchParams.get('url') === '/dmca') await slowAnswer;
        return jsonResponse({ $values: [makeAd(18, 'header')] });
      },
    });
    renderWithProviders(
      <AdPageViewsContext value={createAdPageViews()}>
        <AdBanner placement="header" />
        <Link to="/dmca">DMCA</Link>
      </AdPageViewsContext>,
    );
    await screen.findByRole('img', { name: 'Ad number 18' });

    await userEvent.click(screen.getByRole('link', { name: 'DMCA' }));

    expect(screen.getByRole('img', { name: 'Ad number 18' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Advertisement' })).not.toHaveAttribute('aria-busy');
    release();
  });

  it('marks listing slots as ad cells', async () => {
    serveAds([makeAd(12, 'listing')]);
    renderSlots(<AdBanner placement="listing" />);
    await screen.findByRole('img', { name: 'Ad number 12' });
    expect(screen.getByRole('region', { name: 'Advertisement' })).toHaveAttribute('data-slot', 'ad');
  });

  describe('live cams in the partners column', () => {
    const configure = (liveCamEmbedUrl: string | null) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = THIRD_PARTY_CONFIG_ELEMENT_ID;
      element.textContent = JSON.stringify({ adNetworkScripts: [], analytics: null, liveCamEmbedUrl });
      document.head.append(element);
    };

    it('embeds the configured live cams above the first slot, only after consent', async () => {
      configure('https://cams.example/embed?partner=1');
      serveAds([makeAd(13, 'sidebar'), makeAd(14, 'sidebar')]);
      renderTwoSlots('/video/abc/Title');
      await waitFor(() => {
        expect(screen.getAllByRole('img')).toHaveLength(2);
      });
      expect(screen.queryByTitle('Live cams')).not.toBeInTheDocument();

      act(() => {
        consentStore.accept();
      });

      const frame = screen.getByTitle('Live cams');
      expect(screen.getAllByTitle('Live cams')).toHaveLength(1);
      expect(frame).toHaveAttribute('src', 'https://cams.example/embed?partner=1');
      expect(frame).toHaveAttribute('loading', 'lazy');
      expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
      const firstAd = screen.getAllByRole('region', { name: 'Advertisement' })[0];
      expect(frame.compareDocumentPosition(firstAd as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('shows a live-cam ad instead when no embed is configured, and no box when there is none', async () => {
      consentStore.accept();
      serveAds([makeAd(15, 'sidebar'), makeAd(16, 'livecam', { name: 'Cam partner' })]);
      const { unmount } = renderSlots(<AdBanner />, '/playlist/3');
      expect(await screen.findByRole('img', { name: 'Cam partner' })).toBeInTheDocument();
      expect(screen.queryByTitle('Live cams')).not.toBeInTheDocument();
      unmount();

      serveAds([makeAd(15, 'sidebar')]);
      renderSlots(<AdBanner />, '/playlist/3');
      await screen.findByRole('img', { name: 'Ad number 15' });
      expect(screen.getAllByRole('region', { name: 'Advertisement' })).toHaveLength(1);
    });
  });
});
