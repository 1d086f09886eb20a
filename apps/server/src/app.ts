import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { ErrorBody } from '@starlane/contract';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Deps } from './deps.js';
import { createServices, type Services } from './services.js';
import { documentLayerStatuses, refuseUnknownQueryKeys } from './http/documented-statuses.js';
import { finishDocument } from './http/openapi-document.js';
import { registerErrorHandler } from './http/error-handler.js';
import { acceptLangEverywhere, registerApiLanguage } from './i18n/api-language.js';
import { registerCacheTags, registerHttpCaching } from './http/http-cache.js';
import { registerResponseCache, serverWithFrontDoor } from './http/response-cache.plugin.js';
import { schemaSerializer } from './http/schema-serializer.js';
import { acceptKeysInAnyCase } from './http/lenient-keys.js';
import { rejectControlCharacters } from './http/control-characters.js';
import { trackRouteMethods } from './http/method-not-allowed.js';
import { registerRouteLimits } from './http/rate-limits.js';
import { DOCS_CSP, registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { fastifyTrustProxy } from './security/client-address.js';
import { createPageResponder, loadRenderPage } from './pages/page-responder.js';
import { sessions } from './security/session.plugin.js';
import { accountRoutes } from './accounts/index.js';
import { actorRoutes } from './actors/index.js';
import { adRoutes } from './ads/index.js';
import { categoryRoutes } from './categories/index.js';
import { commentRoutes } from './comments/index.js';
import { favouriteRoutes } from './favourites/index.js';
import { followRoutes } from './follows/index.js';
import { historyRoutes } from './history/index.js';
import { memberRoutes } from './members/index.js';
import { playlistRoutes, playlistVideoRoutes } from './playlists/index.js';
import { ratingRoutes } from './ratings/index.js';
import { recommendationRoutes } from './recommendations/index.js';
import { searchRoutes } from './search/index.js';
import { videoRoutes } from './videos/index.js';
import { mediaRoutes, uploadRoutes } from './media/index.js';
import { sitemapRoutes } from './sitemap/index.js';
import { socialImageRoutes } from './social-images/index.js';
import { adminRoutes, dmcaRoutes } from './admin/index.js';
import {
  createHealth,
  healthRoutes,
  LoadShedder,
  metricsRoutes,
  registerHttpMetrics,
  registerLogEvents,
} from './ops/index.js';
import { registerRequestIdHeader, requestIdOf } from './http/request-id.js';

export type App = FastifyInstance;

/**
 * Builds the whole HTTP app around `deps` and the services built from them; never listens, so tests drive
 * it with `app.inject()`. Each routes plugin gets only the service it calls.
 */
export async function buildApp(deps: Deps, services: Services = createServices(deps)): Promise<App> {
  // Widened on purpose: plugins are typed against Fastify's base logger, not pino's richer one.
  const logger: FastifyBaseLogger = deps.logger;
  const responseCache = deps.config.responseCache && deps.config.responseCacheMaxBytes > 0;
  const shedder = new LoadShedder(deps.config.shedding, logger);
  const app = Fastify({
    ...(responseCache || shedder.enabled
      ? {
          serverFactory: serverWithFrontDoor({
            cache: responseCache ? deps.responseCache : undefined,
            shed: shedder.enabled ? (request, response) => shedder.shed(request, response) : undefined,
          }),
        }
      : {}),
    loggerInstance: logger,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 64 * 1024,
    genReqId: requestIdOf,
    // Errors the router raises before any route or hook (a path segment over maxParamLength, a malformed
    // URL) get the contract's error body too (docs/http-contract.md), not Fastify's own shape.
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
      const title =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the path is too long' : 'The URL is not valid';
      const body: ErrorBody = { status, title };
      void (reply as FastifyReply).status(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed at compile time and checked against their schemas in tests; in production the
  // check would cost more than the query behind most responses, and the schema compiles a serializer.
  app.setSerializerCompiler(
    deps.config.validateResponses ? serializerCompiler : ({ schema }) => schemaSerializer(schema),
  );
  registerErrorHandler(app);
  registerApiLanguage(app);
  registerRequestIdHeader(app);
  if (deps.config.metrics.counted) registerHttpMetrics(app, deps);
  registerLogEvents(app);
  // Lag is sampled only while the app is up, so an app built and closed in a test leaves no timer behind.
  app.addHook('onReady', async () => shedder.start());
  app.addHook('onClose', async () => shedder.stop());
  const routeMethods = trackRouteMethods(app);
  registerSecurityHeaders(app, deps.config);
  registerHttpCaching(app);
  registerCacheTags(app, deps.config.edge.purgeUrls.length > 0 ? deps.versions : undefined);
  acceptKeysInAnyCase(app);
  rejectControlCharacters(app);
  acceptLangEverywhere(app);
  refuseUnknownQueryKeys(app);
  documentLayerStatuses(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${deps.config.siteName} API`,
        version: '1.0.0',
        description:
          'The HTTP contract (docs/http-contract.md and docs/api-additions.md). Lists are wrapped as { "$values": [...] }.',
      },
    },
    transform: jsonSchemaTransform,
    // Integer-or-string ids and an example for every operation (docs/decisions/0063).
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? finishDocument(documentObject.openapiObject as Record<string, unknown>)
        : documentObject.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });

  await app.register(healthRoutes, { health: createHealth(deps) });
  await app.register(metricsRoutes, { token: deps.config.metrics.token });
  await app.register(sessions, { accounts: services.accounts, config: deps.config });
  registerRouteLimits(app, deps.limiter);
  if (responseCache) {
    registerResponseCache(app, deps.responseCache, deps.versions);
  }
  await app.register(accountRoutes, { accounts: services.accounts, config: deps.config });
  await app.register(categoryRoutes, { categories: services.categories, prefix: '/api/category' });
  await app.register(actorRoutes, { actors: services.actors, prefix: '/api/actor' });
  await app.register(videoRoutes, { videos: services.videos, prefix: '/api/video' });
  await app.register(ratingRoutes, { ratings: services.ratings, prefix: '/api/video' });
  await app.register(playlistVideoRoutes, { playlists: services.playlists, prefix: '/api/video' });
  await app.register(playlistRoutes, { playlists: services.playlists, prefix: '/api/playlist' });
  await app.register(favouriteRoutes, { favourites: services.favourites, prefix: '/api/favourite' });
  await app.register(followRoutes, { follows: services.follows, prefix: '/api/follow' });
  await app.register(historyRoutes, { history: services.history, prefix: '/api/history' });
  await app.register(commentRoutes, { comments: services.comments, prefix: '/api/videocomment' });
  await app.register(recommendationRoutes, {
    recommendations: services.recommendations,
    prefix: '/api/recommendations',
  });
  await app.register(searchRoutes, { search: services.search, prefix: '/api/search' });
  await app.register(adRoutes, { ads: services.ads, prefix: '/api/ad' });
  await app.register(memberRoutes, { members: services.members, prefix: '/api/member' });
  await app.register(mediaRoutes, { media: services.media, prefix: '/api/media' });
  await app.register(sitemapRoutes, { sitemap: services.sitemap });
  await app.register(socialImageRoutes, { socialImages: services.socialImages });
  await app.register(adminRoutes, { admin: services.admin, prefix: '/api/admin' });
  await app.register(dmcaRoutes, { dmca: services.admin.dmca, prefix: '/api/dmca' });
  await app.register(uploadRoutes, {
    media: services.media,
    uploadDir: deps.config.media.uploadDir,
    maxBytes: deps.config.media.uploadMaxBytes,
  });

  await deps.storage.registerServing(app);
  const render = await loadRenderPage(deps.config.webDistDir);
  const answerPage = render
    ? createPageResponder({
        config: deps.config,
        services,
        responseCache: deps.responseCache,
        render,
        edgeTags: deps.config.edge.purgeUrls.length > 0,
      })
    : undefined;
  await registerWebApp(app, deps.config, routeMethods, answerPage);
  return app;
}
