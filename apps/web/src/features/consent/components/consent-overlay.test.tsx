import type { ReactElement } from 'react';
import { render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsentStore } from '@/lib/consent-store';
import { I18nProvider } from '@/lib/i18n/messages';
import { testI18n } from '@/testing/test-utils';
import { ConsentGate } from './consent-gate';

const render = (ui: ReactElement, locale: 'en' | 'es' = 'en') =>
  renderInDom(<I18nProvider value={testI18n(locale)}>{ui}</I18nProvider>);

const ACCEPT = 'I am 18 or older - Enter';

function setSiteNameMeta(content: string): () => void {
  const meta = document.createElement('meta');
  meta.name = 'site-name';
  meta.content = content;
  document.head.append(meta);
  return () => {
    meta.remove();
  };
}

describe('age and cookie consent overlay', () => {
  afterEach(() => {
    document.body.className = '';
  });

  it('shows a labelled modal dialog about age 18 and cookies when the consent cookie is missing', async () => {
    render(<ConsentGate store={createConsentStore()} />);

    const dialog = await screen.findByRole('dialog', { name: /adults only/i });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent(/aged 18 or over/i);
    expect(dialog).toHaveTextContent(/cookies/i);
    expect(within(dialog).getByRole('button', { name: ACCEPT })).toBeEnabled();
    // No way out but accepting.
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.some((name) => /decline|leave|no thanks|reject/i.test(name))).toBe(false);
  });

  it('accepting sets StarlaneAge for 150 days (max-age=12960000) and hides the overlay', async () => {
    const user = userEvent.setup();
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    const store = createConsentStore();
    const afterConsent = vi.fn();
    store.onConsent(afterConsent);
    render(<ConsentGate store={store} />);

    await user.click(await screen.findByRole('button', { name: ACCEPT }));

    expect(cookieSetter).toHaveBeenCalledTimes(1);
    const written = cookieSetter.mock.calls[0]?.[0] ?? '';
    expect(written).toMatch(/^StarlaneAge=true;/);
    expect(written).toContain('max-age=12960000');
    expect(written).toContain('path=/');
    expect(written).toContain('SameSite=Lax');
    expect(document.cookie).toContain('StarlaneAge=true');
    expect(afterConsent).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass('modal-open');
  });

  it('keeps one legal panel open at a time, and its link closes it again', async () => {
    const user = userEvent.setup();
    render(<ConsentGate store={createConsentStore()} />);
    const dialog = await screen.findByRole('dialog');
    const terms = within(dialog).getByRole('button', { name: 'Terms and conditions' });
    const cookies = within(dialog).getByRole('button', { name: 'Cookie policy' });
    const privacy = within(dialog).getByRole('button', { name: 'Privacy policy' });
    /** The panel a toggle controls (aria-controls). */
    const panel = (name: string) => {
      const toggle = within(dialog).getByRole('button', { name });
      const element = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error(`no panel for ${name}`);
      return element;
    };

    for (const name of ['Terms and conditions', 'Cookie policy', 'Privacy policy']) {
      expect(panel(name)).not.toBeVisible();
    }

    await user.click(terms);
    expect(panel('Terms and conditions')).toBeVisible();
    expect(panel('Terms and conditions')).toHaveTextContent(/Spanish law/);
    expect(terms).toHaveAttribute('aria-expanded', 'true');

    await user.click(cookies);
    expect(panel('Cookie policy')).toBeVisible();
    expect(panel('Terms and conditions')).not.toBeVisible();
    expect(panel('Privacy policy')).not.toBeVisible();
    expect(terms).toHaveAttribute('aria-expanded', 'false');
    expect(cookies).toHaveAttribute('aria-expanded', 'true');

    await user.click(cookies);
    for (const name of ['Terms and conditions', 'Cookie policy', 'Privacy policy']) {
      expect(panel(name)).not.toBeVisible();
    }
    expect(cookies).toHaveAttribute('aria-expanded', 'false');

    await user.click(privacy);
    expect(panel('Privacy policy')).toBeVisible();
  });

  it('is not shown when the consent cookie exists', async () => {
    document.cookie = 'StarlaneAge=true; path=/';
    const { container } = render(<ConsentGate store={createConsentStore()} />);

    expect(container).toBeEmptyDOMElement();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the cookie after the site-name meta tag', async () => {
    const removeMeta = setSiteNameMeta('Nebula');
    try {
      const user = userEvent.setup();
      render(<ConsentGate store={createConsentStore()} />);
      expect(await screen.findByRole('dialog', { name: /Nebula is for people aged 18/ })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: ACCEPT }));
      expect(document.cookie).toContain('NebulaAge=true');
      expect(document.cookie).not.toContain('StarlaneAge');
    } finally {
      removeMeta();
    }
  });
});

describe('consent store', () => {
  it('runs onConsent callbacks at once when consent already exists', () => {
    document.cookie = 'StarlaneAge=true; path=/';
    const callback = vi.fn();
    createConsentStore().onConsent(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs pending callbacks once, on accept, and not after they were unregistered', () => {
    const store = createConsentStore();
    const kept = vi.fn();
    const dropped = vi.fn();
    store.onConsent(kept);
    const unregister = store.onConsent(dropped);
    unregister();
    expect(store.hasConsented()).toBe(false);

    store.accept();
    store.accept();

    expect(store.hasConsented()).toBe(true);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('notices consent given in another tab when the window regains focus', () => {
    const store = createConsentStore();
    const callback = vi.fn();
    const listener = vi.fn();
    store.onConsent(callback);
    const unsubscribe = store.subscribe(listener);

    document.cookie = 'StarlaneAge=true; path=/';
    window.dispatchEvent(new Event('focus'));

    expect(callback).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('speaks Spanish on a Spanish page: title, text, panels and the button', async () => {
    render(<ConsentGate store={createConsentStore()} />, 'es');
    const dialog = await screen.findByRole('dialog', { name: /solo para adultos/i });
    expect(dialog).toHaveTextContent(/18 años o más/);
    expect(within(dialog).getByRole('button', { name: 'Política de cookies' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tengo 18 años o más - Entrar' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/cookies of our/);
  });
});
