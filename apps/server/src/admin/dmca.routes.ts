import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DmcaNoticeBodySchema, DmcaNoticeReceiptSchema, ErrorBodySchema } from '@starlane/contract';
import type { DmcaService } from './dmca.service.js';

/** The public DMCA notice form's call: anyone may file; rate-limited per address. */
export const dmcaRoutes: FastifyPluginAsyncZod<{ dmca: DmcaService }> = async (app, { dmca }) => {
  app.post(
    '/notice',
    {
      schema: {
        tags: ['dmca'],
        summary: 'Files a DMCA notice; the claimant and the site’s DMCA address get a copy by mail',
        body: DmcaNoticeBodySchema,
        response: { 200: DmcaNoticeReceiptSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => dmca.file(request.body, request.ip),
  );
};
