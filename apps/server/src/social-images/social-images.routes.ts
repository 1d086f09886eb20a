import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SOCIAL_IMAGE_PATH } from '@starlane/contract';
import { NotFoundError } from '../errors.js';
import type { SocialImageService } from './social-images.service.js';

/** A day: the picture for a given source never changes (a new source is a new URL). */
const CACHE_CONTROL = 'public, max-age=86400';

/** Longer than any picture URL of ours, short enough that nothing is read or hashed for nothing. */
const SRC_MAX = 2048;

export const socialImageRoutes: FastifyPluginAsyncZod<{ socialImages: SocialImageService }> = async (
  app,
  { socialImages },
) => {
  app.get(
    SOCIAL_IMAGE_PATH,
    {
      schema: {
        hide: true,
        querystring: z.object({ src: z.string().min(1).max(SRC_MAX).optional() }),
      },
    },
    async (request, reply) => {
      const jpeg = await socialImages.image(request.query.src);
      if (!jpeg) throw new NotFoundError('That picture');
      return reply.type('image/jpeg').header('cache-control', CACHE_CONTROL).send(jpeg);
    },
  );
};
