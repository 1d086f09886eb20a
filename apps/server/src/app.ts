import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ErrorBody } from '@starlane/contract';
import type { Deps } from './deps.js';
import { registerErrorHandler } from './http/error-handler.js';
import { prepareIndexHtml, withNonce } from './http/index-page.js';
import { contentSecurityPolicy, newNonce, registerSecurityHeaders } from './http/security-headers.js';
import { registerHttpCaching } from './http/http-cache.js';
import { trackRouteMethods } from './http/method-index.js';
import { accountRoutes } from './accounts/accounts.routes.js';
import { AccountRepository } from './accounts/accounts.repository.js';
import { AccountService } from './accounts/accounts.service.js';
import { sessions } from './security/session.plugin.js';
import { categoryRoutes } from './categories/categories.routes.js';
import { actorRoutes } from './actors/actors.routes.js';
import { videoRoutes } from './videos/videos.routes.js';
import { playlistRoutes } from './playlists/playlists.routes.js';
import { favouriteRoutes } from './favourites/favourites.routes.js';
import { commentRoutes } from './comments/comments.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { adRoutes } from './ads/ads.routes.js';
import { memberRoutes } from './members/members.routes.js';
import { acceptKeysInAnyCase } from './http/lenient-keys.js';

export type App = FastifyInstance;

/** Paths that only the API answers; everything else a browser GETs is a page of the web app. */
const API_PREFIXES = ['/api/', '/media/', '/pingauth', '/manage/'];

/** Builds the whole HTTP app around `deps`; never listens, so tests drive it with `app.inject()`. */
export async function buildApp(deps: Deps): Promise<App> {
  // Widened on purpose: plugins are typed against Fastify's base logger, not pino's richer one.
  const logger: FastifyBaseLogger = deps.logger;
  const app = Fastify({
    loggerInstance: logger,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed at compile time and checked against their schemas in tests; in production the
  // check would cost more than the query behind most responses.
  app.setSerializerCompiler(
    deps.config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  );
  registerErrorHandler(app);
  const otherMethodsOf = trackRouteMethods(app);
  registerSecurityHeaders(app, deps.config);
  registerHttpCaching(app);
  acceptKeysInAnyCase(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${deps.config.siteName} API`,
        version: '1.0.0',
        description: 'The HTTP contract of shared/API.md. Lists are wrapped as { "$values": [...] }.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const accounts = new AccountService(
    new AccountRepository(deps.database.db),
    deps.mailer,
    deps.limiter,
    deps.clock,
    deps.config,
    deps.logger,
  );
  await app.register(sessions, { accounts, config: deps.config });
  await app.register(accountRoutes, { deps, accounts });
  await app.register(categoryRoutes, { deps, prefix: '/api/category' });
  await app.register(actorRoutes, { deps, prefix: '/api/actor' });
  await app.register(videoRoutes, { deps, prefix: '/api/video' });
  await app.register(playlistRoutes, { deps, prefix: '/api/playlist' });
  await app.register(favouriteRoutes, { deps, prefix: '/api/favourite' });
  await app.register(commentRoutes, { deps, prefix: '/api/videocomment' });
  await app.register(searchRoutes, { deps, prefix: '/api/search' });
  await app.register(adRoutes, { deps, prefix: '/api/ad' });
  await app.register(memberRoutes, { deps, prefix: '/api/member' });

  await app.register(fastifyStatic, {
    root: deps.storage.rootDir,
    prefix: `${deps.storage.publicPrefix}/`,
    decorateReply: false,
    maxAge: '7d',
  });

  await registerWebApp(app, deps, otherMethodsOf);
  return app;
}

/** Serves the built single-page app: hashed assets cached for good, every other page answered by index.html. */
async function registerWebApp(
  app: App,
  deps: Deps,
  otherMethodsOf: (method: string, path: string) => string[],
): Promise<void> {
  const indexFile = path.join(deps.config.webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: deps.config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // index.html always goes through the fallback below, which stamps the site name into it.
      allowedPath: (pathName) => pathName !== '/' && pathName !== '/index.html',
      setHeaders(res, filePath) {
        const assetsDir = `${path.sep}assets${path.sep}`;
        res.setHeader(
          'cache-control',
          filePath.includes(assetsDir) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  const indexHtml = hasWebApp ? prepareIndexHtml(fs.readFileSync(indexFile, 'utf8'), deps.config) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = (request.url.split('?')[0] ?? '/').toLowerCase();
    const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      const nonce = newNonce();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', contentSecurityPolicy(deps.config, nonce))
        .send(withNonce(indexHtml, nonce));
    }
    const allowed = otherMethodsOf(request.method, pathname);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({
          status: 405,
          title: `${request.method} is not allowed here; use ${allowed.join(' or ')}`,
        } satisfies ErrorBody);
    }
    return reply
      .status(404)
      .send({ status: 404, title: `No route for ${request.method} ${pathname}` } satisfies ErrorBody);
  });
}
