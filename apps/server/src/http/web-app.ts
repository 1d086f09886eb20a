import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPageCase, isPagePath, type ErrorBody } from '@starlane/contract';
import type { Config } from '../config.js';
import { prepareIndexHtml, withNonce } from './index-page.js';
import { answerMethodNotAllowed, type RouteMethods } from './method-not-allowed.js';
import { contentSecurityPolicy, newNonce } from './security-headers.js';

/** Paths that only the API answers; everything else a browser GETs is a page of the web app. */
const API_PREFIXES = ['/api/', '/media/', '/pingauth', '/manage/'];

/** Answers a page with the server-rendered app; `shell` is the prepared index.html (see pages/). */
export type AnswerPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  shell: string,
) => Promise<FastifyReply>;

/**
 * Serves the built single-page app: hashed assets cached for good, pages answered by index.html. What no
 * route takes ends here: a page, a 405 for a known path asked with another method, or a 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  routeMethods: RouteMethods,
  answerPage?: AnswerPage,
): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz next to the assets (scripts/precompress.mjs).
      preCompressed: true,
      // index.html always goes through the fallback below, which stamps the site name into it; the server
      // rendering bundle (ssr/) is the server's own code, not for browsers.
      allowedPath: (pathName) =>
        pathName !== '/' && pathName !== '/index.html' && !pathName.toLowerCase().startsWith('/ssr/'),
      setHeaders(res, filePath) {
        const assetsDir = `${path.sep}assets${path.sep}`;
        res.setHeader(
          'cache-control',
          filePath.includes(assetsDir) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  const indexHtml = hasWebApp ? prepareIndexHtml(fs.readFileSync(indexFile, 'utf8'), config) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = (request.url.split('?')[0] ?? '/').toLowerCase();
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    // /login and /register are pages as well as POST calls: a browser GETting them gets the page. A page
    // path is known without asking every route (a pattern per static file) for its other methods: the
    // hot path of the HTML cache.
    const knownPage = isRead && !isApi && isPagePath(pathname);
    // Without the web app (an API-only server) those paths are calls only: a GET learns their method (405).
    const allowed = knownPage && indexHtml ? [] : routeMethods.otherMethods(request.method, pathname);
    const isPage = knownPage || (isRead && !isApi && allowed.length === 0);
    if (knownPage) {
      // One URL per page: a path asked in another case (/VIDEOS, /Actors) is sent to the page's own spelling.
      const [asked = '/', query] = request.url.split(/\?(.*)/s);
      const spelled = canonicalPageCase(asked);
      if (spelled && spelled !== asked) {
        return reply
          .code(301)
          .header('cache-control', 'public, max-age=3600')
          .redirect(query === undefined ? spelled : `${spelled}?${query}`, 301);
      }
    }
    if (indexHtml && isPage && answerPage) return answerPage(request, reply, indexHtml);
    if (indexHtml && isPage) {
      const nonce = newNonce();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', contentSecurityPolicy(config, nonce))
        .send(withNonce(indexHtml, nonce));
    }
    if (allowed.length > 0) return answerMethodNotAllowed(reply, request.method, allowed);
    return reply
      .status(404)
      .send({ status: 404, title: `No route for ${request.method} ${pathname}` } satisfies ErrorBody);
  });
}
