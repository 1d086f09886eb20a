import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../errors.js';
import { parseSitemapFile, type SitemapService } from './sitemap.service.js';

/** Crawlers may keep these for an hour: the catalogue does not change by the minute for them. */
const CRAWLER_CACHE = 'public, max-age=3600';

export const sitemapRoutes: FastifyPluginAsync<{ sitemap: SitemapService }> = async (app, { sitemap }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(sitemap.robots()),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(await sitemap.index()),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = parseSitemapFile(request.params.file.toLowerCase());
      if (!file) throw new NotFoundError('That sitemap');
      const chunks = await sitemap.file(file);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CRAWLER_CACHE)
        .send(Readable.from(chunks));
    },
  );
};
