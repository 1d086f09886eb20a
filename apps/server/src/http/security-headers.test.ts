import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { createDeps, createLogger } from '../deps.js';
import { createTestDatabase, testConfig } from '../test/harness.js';

async function appWith(env: NodeJS.ProcessEnv): Promise<{ app: App; dispose: () => Promise<void> }> {
  const database = await createTestDatabase('sqlite');
  const config = testConfig(env);
  const webDir = path.join(config.dataDir, 'web');
  fs.mkdirSync(webDir, { recursive: true });
  // A static file besides the page: it gets a CSP too.
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta name="site-name" content="Starlane"><title>Starlane</title></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
  );
  const deps = createDeps(
    { ...config, webDistDir: webDir },
    { database, logger: createLogger({ logLevel: 'silent' }) },
  );
  const app = await buildApp(deps);
  return {
    app,
    dispose: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

describe('security headers and the page’s Content-Security-Policy', () => {
  let plain: Awaited<ReturnType<typeof appWith>>;
  let partnered: Awaited<ReturnType<typeof appWith>>;

  beforeAll(async () => {
    plain = await appWith({});
    partnered = await appWith({
      PUBLIC_URL: 'https://starlane.example',
      AD_NETWORK_SCRIPTS: 'https://ads-one.example/tag.js, https://ads-two.example/loader.js',
      ANALYTICS_SCRIPT_URL: 'https://stats.example/a.js',
      ANALYTICS_ID: 'UA-1',
      LIVECAM_EMBED_URL: 'https://cams.example/embed?partner=7',
    });
  });
  afterAll(async () => {
    await plain.dispose();
    await partnered.dispose();
  });

  it('gives every page a fresh nonce that its scripts carry, and a CSP allowing only our origin', async () => {
    const first = await plain.app.inject({ method: 'GET', url: '/' });
    const second = await plain.app.inject({ method: 'GET', url: '/actors' });
    const nonce = /nonce-([A-Za-z0-9+/=]+)'/.exec(String(first.headers['content-security-policy']))?.[1];

    expect(nonce).toBeDefined();
    expect(first.body).toContain(`<script nonce="${nonce}" type="module" src="/assets/main.js">`);
    // Only script tags carry it (browsers hide their nonce attribute); no meta tag repeats it.
    expect(first.body).not.toContain('csp-nonce');
    expect(first.body.split(nonce!).length - 1).toBe((first.body.match(/<script nonce=/g) ?? []).length);
    expect(second.headers['content-security-policy']).not.toContain(nonce!);
    const csp = String(first.headers['content-security-policy']);
    for (const directive of [
      `script-src 'self' 'nonce-${nonce}'`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      "frame-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('example');
    expect(first.body).toContain('<meta name="RATING" content="RTA-5042-1996-1400-1577-RTA" />');
    expect(first.body).toContain(
      '<script type="application/json" id="third-party-config">{"adNetworkScripts":[],"analytics":null,"liveCamEmbedUrl":null,"partnerPromoUrlTemplate":"https://partner.example/video/{id}"}</script>',
    );
  });

  it('adds exactly the configured partner hosts, and HSTS on https', async () => {
    const res = await partnered.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);

    expect(csp).toMatch(
      /script-src 'self' 'nonce-[^']+' https:\/\/ads-one\.example https:\/\/ads-two\.example https:\/\/stats\.example;/,
    );
    expect(csp).toContain('frame-src https://cams.example;');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.body).toContain('"liveCamEmbedUrl":"https://cams.example/embed?partner=7"');
  });

  it('sends nosniff and the referrer policy on every response, API included', async () => {
    for (const url of ['/', '/api/category/', '/api/nope']) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends a CSP, Permissions-Policy and COOP on every response: API, docs, static files and pages', async () => {
    const checks: [string, RegExp][] = [
      ['/', /script-src 'self' 'nonce-/],
      ['/api/category/', /^default-src 'none'; frame-ancestors 'none'/],
      ['/api/nope', /^default-src 'none'/],
      ['/pingauth', /^default-src 'none'/],
      ['/api/docs/json', /script-src 'self'; script-src-attr 'none'/],
      ['/api/docs', /script-src 'self'; script-src-attr 'none'/],
      ['/api/docs/static/index.html', /script-src 'self'; script-src-attr 'none'/],
      ['/favicon.svg', /default-src 'self'.*object-src 'none'/],
    ];
    for (const [url, policy] of checks) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(String(res.headers['content-security-policy']), url).toMatch(policy);
      expect(String(res.headers['content-security-policy']), url).not.toContain('unsafe-eval');
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('refuses a bad partner URL at start with a message naming the variable', async () => {
    await expect(appWith({ AD_NETWORK_SCRIPTS: 'javascript:alert(1)' })).rejects.toThrow(
      /AD_NETWORK_SCRIPTS/,
    );
  });
});

describe('the CSP names the media and partner origins of the configuration', () => {
  const directive = (csp: string, name: string) =>
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];
  let s3: Awaited<ReturnType<typeof appWith>>;
  let cdn: Awaited<ReturnType<typeof appWith>>;

  beforeAll(async () => {
    s3 = await appWith({
      STORAGE: 's3',
      S3_BUCKET: 'starlane',
      S3_ENDPOINT: 'http://127.0.0.1:4900',
      PARTNER_MEDIA_ORIGINS: 'https://cdn.partner.example, http://127.0.0.1:4999/',
      PARTNER_EMBED_ORIGINS: 'https://embed.partner.example',
    });
    cdn = await appWith({
      STORAGE: 's3',
      S3_BUCKET: 'starlane',
      S3_ENDPOINT: 'http://127.0.0.1:4900',
      MEDIA_BASE_URL: 'https://media.starlane.example/starlane',
      LIVECAM_EMBED_URL: 'https://cams.example/embed?partner=7',
    });
  });
  afterAll(async () => {
    await s3.dispose();
    await cdn.dispose();
  });

  const pagePolicy = async (app: App) =>
    String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);

  it('lets the bucket’s own origin and the partner media hosts into img-src', async () => {
    expect(directive(await pagePolicy(s3.app), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:4900',
      'https://cdn.partner.example',
      'http://127.0.0.1:4999',
    ]);
  });

  it('lets them into media-src, for the MP4 the video element loads', async () => {
    expect(directive(await pagePolicy(s3.app), 'media-src')).toEqual([
      "'self'",
      'blob:',
      'http://127.0.0.1:4900',
      'https://cdn.partner.example',
      'http://127.0.0.1:4999',
    ]);
  });

  it('lets them into connect-src, for the playlists and segments hls.js fetches', async () => {
    expect(directive(await pagePolicy(s3.app), 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4900',
      'https://cdn.partner.example',
      'http://127.0.0.1:4999',
    ]);
  });

  it('lets the partner embed players into frame-src, and nowhere else', async () => {
    const csp = await pagePolicy(s3.app);
    expect(directive(csp, 'frame-src')).toEqual(['https://embed.partner.example']);
    expect(directive(csp, 'img-src')).not.toContain('https://embed.partner.example');
    expect(directive(csp, 'script-src')).not.toContain('https://embed.partner.example');
  });

  it('names MEDIA_BASE_URL’s origin instead of the bucket’s when a CDN is in front', async () => {
    const csp = await pagePolicy(cdn.app);
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      expect(directive(csp, name), name).toContain('https://media.starlane.example');
      expect(directive(csp, name), name).not.toContain('http://127.0.0.1:4900');
    }
    expect(directive(csp, 'frame-src')).toEqual(['https://cams.example']);
    expect(directive(csp, 'script-src')).not.toContain('https://media.starlane.example');
  });

  it('gives static files the same media origins', async () => {
    const res = await s3.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(directive(String(res.headers['content-security-policy']), 'media-src')).toContain(
      'http://127.0.0.1:4900',
    );
  });

  it('refuses at start a partner origin that is not https (http only on loopback), or not an origin', async () => {
    const refused: [string, string, RegExp][] = [
      ['PARTNER_MEDIA_ORIGINS', 'http://cdn.partner.example', /PARTNER_MEDIA_ORIGINS: must use https/],
      [
        'PARTNER_EMBED_ORIGINS',
        'https://embed.example/player',
        /PARTNER_EMBED_ORIGINS: must be a comma-separated list of origins/,
      ],
      ['PARTNER_EMBED_ORIGINS', 'https://*.example', /bad: https:\/\/\*\.example/],
      ['PARTNER_MEDIA_ORIGINS', 'ftp://files.example', /PARTNER_MEDIA_ORIGINS: must use https/],
    ];
    for (const [name, value, message] of refused) {
      expect(() => testConfig({ [name]: value }), `${name}=${value}`).toThrow(message);
    }
    expect(
      testConfig({ PARTNER_MEDIA_ORIGINS: 'http://localhost:9000,https://a.example' }).partnerOrigins
        .mediaOrigins,
    ).toEqual(['http://localhost:9000', 'https://a.example']);
  });
});
