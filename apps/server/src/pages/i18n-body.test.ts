import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fillPagePath,
  membersOnlyPages,
  MY_TOPLIST_TYPES,
  pagePaths,
  siteRoutes,
  TOPLIST_TYPES,
  type PageParams,
} from '@starlane/contract';
import { signUpMember, signUpStaff, type TestMember } from '../test/accounts.js';
import { makeComment, makeFiledVideo, makePlaylist, makeVideo } from '../test/factories.js';
import { builtWebApp } from '../test/built-web-app.js';
import { testEngines, useTestApp } from '../test/harness.js';
import { SSR_ENTRY } from './page-responder.js';

/**
 * No English left on Spanish pages (docs/decisions/0073): every page of the contract, rendered by the server
 * under /es for a visitor, a member and staff, shows none of the English catalogue's texts that differ from
 * their Spanish. The catalogues are the server bundle's own, so the check follows every key added.
 */
const { webDistDir, bundleMissing } = builtWebApp('Spanish body tests');
const entry = path.join(webDistDir, SSR_ENTRY);

type Pattern = (typeof pagePaths)[keyof typeof pagePaths];
interface Data {
  video: { wmcExternalId: string; title: string };
  category: { wmcExternalId: string; name: string };
  actor: { firstName: string; lastName: string };
  playlistId: number;
  member: { id: string; userName: string };
}
interface Visits {
  visitor?: string[];
  member?: string[];
  staff?: string[];
}

/**
 * The pages opened otherwise than at the one URL of their parameters, as a visitor (and a member too for a
 * members-only page): a page added to the contract needs no entry here.
 */
const SPECIAL_VISITS: Partial<Record<Pattern, (data: Data) => Visits>> = {
  '/': () => ({ visitor: ['/'], member: ['/'] }),
  '/video/:videoId/:videoName?': ({ video }) => ({
    visitor: [siteRoutes.video(video)],
    member: [siteRoutes.video(video)],
  }),
  '/actor/:actorName': ({ actor }) => ({
    visitor: [siteRoutes.actor(actor)],
    member: [siteRoutes.actor(actor)],
  }),
  '/toplists/:toplistType?': () => ({ visitor: TOPLIST_TYPES.map((type) => siteRoutes.toplist(type)) }),
  '/playlist/:playlistId/:videoId?': ({ playlistId }) => ({
    visitor: [siteRoutes.playlist(playlistId)],
    member: [siteRoutes.playlist(playlistId)],
  }),
  '/wizard': () => ({ visitor: ['/wizard'], member: ['/wizard'] }),
  '/Identity/Account/Manage': () => ({ member: ['/Identity/Account/Manage'] }),
  '/myplaylists': () => ({ visitor: ['/myplaylists'], member: ['/myplaylists'] }),
  '/myfavourites': () => ({ visitor: ['/myfavourites'], member: ['/myfavourites'] }),
  '/mytoplists/:toplistType?': () => ({
    visitor: ['/mytoplists'],
    member: MY_TOPLIST_TYPES.map((type) => `/mytoplists/${type}`),
  }),
  '/search': ({ video }) => ({
    visitor: ['/search', `/search?q=${encodeURIComponent(video.title)}`, '/search?q=zzzqqq'],
  }),
  '/history': () => ({ visitor: ['/history'], member: ['/history'] }),
  '/admin/:section?': () => ({
    staff: [
      '/admin',
      ...['videos', 'stars', 'categories', 'playlists', 'ads', 'reports', 'members', 'dmca', 'audit'].map(
        (section) => `/admin/${section}`,
      ),
    ],
  }),
};

const MEMBERS_ONLY = new Set<string>(membersOnlyPages.map((name) => pagePaths[name]));

/** The URLs of the page `pattern`, by who opens them. */
function visitsOf(pattern: Pattern, data: Data): Visits {
  const special = SPECIAL_VISITS[pattern];
  if (special) return special(data);
  const { video, category, actor, playlistId, member } = data;
  const url = fillPagePath(pattern, {
    videoId: video.wmcExternalId,
    videoName: video.title,
    categoryId: category.wmcExternalId,
    categoryName: category.name,
    actorName: `${actor.firstName} ${actor.lastName}`,
    playlistId: String(playlistId),
    memberId: member.id,
    memberName: member.userName,
    code: 'not-a-real-code',
  } satisfies PageParams);
  return MEMBERS_ONLY.has(pattern) ? { member: [url] } : { visitor: [url] };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** What a reader of the page's body meets: its text and the texts of its names, labels and hints. */
function bodyTexts(html: string): string[] {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  const markup = body.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  const attributes = [
    ...markup.matchAll(/\s(?:aria-label|title|placeholder|alt|aria-valuetext)="([^"]*)"/gi),
  ].map((m) => m[1] ?? '');
  const text = markup
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean);
  return [...text, ...attributes].map((part) => decode(part).replace(/\s+/g, ' ').trim()).filter(Boolean);
}

type Catalogue = Record<string, unknown>;

/**
 * The English texts to look for: every text of the English catalogue that differs from its Spanish, and of
 * a text with values (a function), each fixed part of four letters or more.
 */
function englishOnly(en: Catalogue, es: Catalogue): { key: string; text: string }[] {
  const found: { key: string; text: string }[] = [];
  const walk = (english: unknown, spanish: unknown, key: string) => {
    if (typeof english === 'string') {
      if (english !== spanish) found.push({ key, text: english });
      return;
    }
    if (typeof english === 'function') {
      const args = Array.from({ length: english.length }, (_, i) => `«${String(i)}»`);
      const call = (fn: unknown) => (typeof fn === 'function' ? String(fn(...args)) : '');
      const [a, b] = [call(english), call(spanish)];
      if (a === b) return;
      for (const part of a.split(/«\d+»/)) {
        const text = part.trim();
        if (/\p{L}{4}/u.test(text) && !b.includes(text)) found.push({ key, text });
      }
      return;
    }
    if (english && typeof english === 'object') {
      const other = (spanish ?? {}) as Catalogue;
      for (const [name, value] of Object.entries(english))
        walk(value, other[name], key ? `${key}.${name}` : name);
    }
  };
  walk(en, es, '');
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether `text` stands in `piece` as words of its own (not inside a longer word). */
const standsIn = (text: string, piece: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escape(text)}($|[^\\p{L}\\p{N}])`, 'u').test(piece);

describe('the English-text finder', () => {
  it('finds a catalogue text in a page and not inside other words', () => {
    const english = englishOnly(
      { a: 'Show me more', b: (n: string) => `Replies to ${n}`, c: 'DMCA', d: 'Play' },
      { a: 'Enséñame más', b: (n: string) => `Respuestas a ${n}`, c: 'DMCA', d: 'Reproducir' },
    );
    expect(english.map((e) => e.text)).toEqual(['Show me more', 'Replies to', 'Play']);
    const texts = bodyTexts(
      '<html><body><p>Playlists</p><button aria-label="Replies to Ana">x</button><script>"Show me more"</script></body></html>',
    );
    expect(english.filter((e) => texts.some((t) => standsIn(e.text, t))).map((e) => e.key)).toEqual(['b']);
  });
});

describe.skipIf(bundleMissing).each(testEngines)('Spanish pages on %s', (engine) => {
  const ctx = useTestApp(engine, { WEB_DIST_DIR: webDistDir });
  let data: Data;
  let member: TestMember;
  let staff: TestMember;
  let english: { key: string; text: string }[];

  beforeAll(async () => {
    const bundle = (await import(pathToFileURL(entry).href)) as {
      CATALOGUES?: { en: Catalogue; es: Catalogue };
    };
    if (!bundle.CATALOGUES) throw new Error('The server bundle does not export its CATALOGUES');
    english = englishOnly(bundle.CATALOGUES.en, bundle.CATALOGUES.es);
    const db = ctx.deps.database.db;
    const { category, actor, video } = await makeFiledVideo(
      db,
      { category: 'Nebulosa', star: { firstName: 'Vega', lastName: 'Estrella' } },
      { title: 'Cola de cometa' },
    );
    await makeVideo(db, { title: 'Polvo de luna', categoryIds: [category.id], actorIds: [actor.id] });
    member = await signUpMember(ctx, { userName: 'orbitadora' });
    staff = await signUpStaff(ctx);
    const playlist = await makePlaylist(db, member.id, [video.id], 'Cielo nocturno');
    await makeComment(db, member.id, video.id, { body: 'Precioso' });
    data = {
      video: { wmcExternalId: video.wmcExternalId, title: 'Cola de cometa' },
      category: { wmcExternalId: category.wmcExternalId, name: 'Nebulosa' },
      actor: { firstName: 'Vega', lastName: 'Estrella' },
      playlistId: playlist.id,
      member: { id: member.id, userName: member.userName },
    };
  });

  it('has many English texts to look for', () => {
    expect(english.length).toBeGreaterThan(400);
  });

  it('shows no English catalogue text on any Spanish page, for visitors, members and staff', async () => {
    const left: string[] = [];
    let pages = 0;
    for (const pattern of Object.values(pagePaths)) {
      const visits = visitsOf(pattern, data);
      for (const [viewer, urls] of Object.entries(visits) as [keyof Visits, string[]][]) {
        const cookie = viewer === 'member' ? member.cookie : viewer === 'staff' ? staff.cookie : '';
        for (const url of urls) {
          const es = url === '/' ? '/es' : `/es${url}`;
          const res = await ctx.app.inject({ method: 'GET', url: es, headers: cookie ? { cookie } : {} });
          // A members-only page sends a visitor to sign in (docs/decisions/0080): that page is checked too.
          if (viewer === 'visitor' && res.statusCode === 302) {
            expect(res.headers.location, es).toMatch(/^\/es\/signin/);
            continue;
          }
          expect([200, 404], `${viewer} ${es}`).toContain(res.statusCode);
          expect(res.body, `${viewer} ${es}`).toContain('<html lang="es"');
          pages += 1;
          const texts = bodyTexts(res.body);
          for (const { key, text } of english) {
            const piece = texts.find((t) => standsIn(text, t));
            if (piece !== undefined)
              left.push(`${viewer} ${es}: ${key} "${text}" in "${piece.slice(0, 80)}"`);
          }
        }
      }
    }
    expect(pages).toBeGreaterThan(50);
    expect(left).toEqual([]);
  });
});
