import {
  AdminCaptionsBodySchema,
  AdminCaptionsParamsSchema,
  AdminCaptionsSchema,
  AdminIdParamsSchema,
} from '@starlane/contract';
import { failures, type AdminApp } from './admin-routing.js';
import type { CaptionsService } from './captions.service.js';

/** A caption file of 1 MiB as a JSON string, with room for its escapes. */
const CAPTIONS_BODY_LIMIT = 4 * 1024 * 1024;

/** Staff calls on a video's caption tracks (docs/decisions/0074). */
export function captionsRoutes(app: AdminApp, captions: CaptionsService): void {
  const tags = ['admin: videos'];
  app.post(
    '/videos/:id/captions',
    {
      bodyLimit: CAPTIONS_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Attaches a WebVTT caption file in a language, replacing the language's track; a file that is not valid WebVTT is refused with the line at fault (400, errors.vtt)",
        params: AdminIdParamsSchema,
        body: AdminCaptionsBodySchema,
        response: { 200: AdminCaptionsSchema, ...failures },
      },
    },
    async ({ member, params, body }) => captions.attach(member, params.id, body.lang, body.vtt),
  );
  app.post(
    '/videos/:id/captions/:lang/delete',
    {
      schema: {
        tags,
        summary: "Removes the video's caption track in a language (404 when it has none)",
        params: AdminCaptionsParamsSchema,
        response: { 200: AdminCaptionsSchema, ...failures },
      },
    },
    async ({ member, params }) => captions.remove(member, params.id, params.lang),
  );
}
