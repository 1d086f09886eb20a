import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { AppError } from '../errors.js';
import type { SessionMember } from '../security/session.plugin.js';
import { assertStaff, type MediaService } from './media.service.js';

export const UPLOADS_PATH = '/api/media/uploads';

interface UploadOptions {
  media: MediaService;
  uploadDir: string;
  maxBytes: number;
}

/**
 * Resumable uploads for staff over the tus protocol (tus.io, `@tus/server`): a client creates an upload
 * (POST with Upload-Length and Upload-Metadata `filename`, optional `title`, `description`, `categories`
 * and `stars`, see UploadMetadataSchema), sends it in PATCHes, and after a broken connection asks (HEAD)
 * how much arrived and goes on from there. The finished file goes into the media pipeline; the answer to the
 * last PATCH carries `Upload-Video-Id` and `Upload-Job-Id`, or a 422 with the reason the file was refused.
 * Bad metadata is a 400 and sizes above UPLOAD_MAX_MB a 413, both at creation, before any byte is sent.
 * Every request needs a staff session; PATCH, POST and DELETE also pass the session plugin's same-origin
 * check like every other change.
 */
export const uploadRoutes: FastifyPluginAsync<UploadOptions> = async (
  app,
  { media, uploadDir, maxBytes },
) => {
  // tus calls its hooks with its own Request object; the member behind the Fastify request travels to
  // them through the async context of `tus.handle`.
  const uploader = new AsyncLocalStorage<SessionMember | null>();
  // Built on the first upload: FileStore's constructor creates its folder in a callback that throws, outside
  // any request, if the folder cannot be made (a data folder removed under a test, a full disk).
  let tus: Server | undefined;
  const tusServer = async (): Promise<Server> => {
    if (tus) return tus;
    await fs.mkdir(uploadDir, { recursive: true });
    tus ??= createTusServer();
    return tus;
  };
  const createTusServer = () =>
    new Server({
      path: UPLOADS_PATH,
      datastore: new FileStore({ directory: uploadDir }),
      maxSize: maxBytes,
      relativeLocation: true,
      async onUploadCreate(_req, upload) {
        try {
          media.checkUpload(uploader.getStore() ?? null, upload.metadata ?? {});
        } catch (error) {
          throw asTusError(error);
        }
        return {};
      },
      async onUploadFinish(_req, upload) {
        const file = path.join(uploadDir, upload.id);
        const metadata = { filename: `${upload.id}.mp4`, ...upload.metadata };
        try {
          const result = await media.ingestUpload(uploader.getStore() ?? null, file, metadata);
          return {
            headers: { 'Upload-Video-Id': String(result.videoId), 'Upload-Job-Id': String(result.jobId) },
          };
        } catch (error) {
          await fs.rm(file, { force: true });
          throw asTusError(error);
        } finally {
          await fs.rm(`${file}.json`, { force: true });
        }
      },
    });

  // tus reads the bodies itself, as streams.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    assertStaff(request.member);
    const server = await tusServer();
    reply.hijack();
    await uploader.run(request.member, () => server.handle(request.raw, reply.raw));
  };
  for (const url of [UPLOADS_PATH, `${UPLOADS_PATH}/*`]) {
    app.route({
      method: ['POST', 'PATCH', 'HEAD', 'OPTIONS', 'DELETE'],
      url,
      schema: { hide: true },
      handler: handle,
    });
  }
};

/** tus answers an error carrying status_code and body with them; the body is the API's usual error. */
function asTusError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return Object.assign(new Error(error.title), {
    status_code: error.status,
    body: JSON.stringify({ status: error.status, title: error.title, errors: error.errors }),
  });
}
