import { describe, expect, it } from 'vitest';
import { signUpMember, signUpStaff } from '../test/accounts.js';
import { builtWebApp } from '../test/built-web-app.js';
import { testEngines, useTestApp } from '../test/harness.js';

/*
 * What a crawler or a first visit gets as HTML (docs/decisions/0071): the account forms rendered, one
 * spelling per page URL, and the staff area's not-found page with its status.
 */

const { webDistDir, bundleMissing } = builtWebApp('The complete-HTML tests');

const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];

describe.skipIf(bundleMissing).each(testEngines)('complete server HTML on %s', (engine) => {
  const ctx = useTestApp(engine, { PUBLIC_URL: 'https://stars.example', WEB_DIST_DIR: webDistDir });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('renders /signin and /signup on the server: title, h1, canonical, form, noindex', async () => {
    for (const [url, title, h1] of [
      ['/signin', 'Sign in | Starlane', 'Sign in'],
      ['/signup', 'Sign up | Starlane', 'Join the gang'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(/<title>(.*?)<\/title>/.exec(res.body)?.[1], url).toBe(title);
      expect(h1Of(res.body), url).toBe(h1);
      expect(res.body, url).toContain(`<link rel="canonical" href="https://stars.example${url}"`);
      expect(robotsOf(res.body), url).toBe('noindex');
      expect(res.body, url).toMatch(/<form[^>]*>[\s\S]*<input[^>]*type="password"/);
    }
  });

  it('renders the other account forms on the server too, the one-time-code pages for their request alone', async () => {
    for (const url of [
      '/login',
      '/register',
      '/forgotpassword',
      '/resetpassword/some-code',
      '/confirmemail',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(h1Of(res.body), url).toBeTruthy();
      expect(res.body, url).toMatch(/<form[^>]*>/);
      expect(res.headers['cache-control'], url).toBe(
        /^\/(resetpassword|confirmemail)/.test(url) ? 'private, no-store' : 'no-cache',
      );
    }
  });

  it('sends a page asked in another case to its own spelling with a 301, the query kept', async () => {
    for (const [asked, location] of [
      ['/VIDEOS', '/videos'],
      ['/Actors', '/actors'],
      ['/DMCA', '/dmca'],
      ['/Sitemap', '/sitemap'],
      ['/Toplists/mostviewed?window=week', '/toplists/mostviewed?window=week'],
      ['/Video/abc123/Some%20Title', '/video/abc123/Some%20Title'],
      ['/identity/account/manage', '/Identity/Account/Manage'],
    ] as const) {
      const res = await get(asked);
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(location);
    }
    expect((await get('/videos')).statusCode).toBe(200);
    // A parameter keeps its case: a star's name is part of the canonical URL as it is.
    expect((await get('/actor/Nobody%20Here')).statusCode).toBe(404);
  });

  it('answers /admin and its pages with 404 to visitors and members, 200 to staff', async () => {
    const member = await signUpMember(ctx);
    const staff = await signUpStaff(ctx);
    for (const url of ['/admin', '/admin/videos']) {
      const visitor = await get(url);
      expect(visitor.statusCode, url).toBe(404);
      expect(robotsOf(visitor.body), url).toBe('noindex');
      expect((await get(url, { cookie: member.cookie })).statusCode, url).toBe(404);
      expect((await get(url, { cookie: staff.cookie })).statusCode, url).toBe(200);
    }
  });
});
