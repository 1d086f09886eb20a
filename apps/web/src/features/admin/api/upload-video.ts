import { apiRoutes, type ErrorBody } from '@starlane/contract';
import { ApiError, apiUrl } from '@/lib/api-client';

/** The tus endpoint of the media pipeline (apps/server/src/media/uploads.routes.ts). */
export const UPLOADS_ENDPOINT = apiUrl(apiRoutes.media.uploads);

export interface UploadVideoInput {
  file: File;
  title: string;
  description?: string;
  /** Names; unknown ones are created by the server. */
  categories: string[];
  /** Full names ("First Last"); unknown ones are created by the server. */
  stars: string[];
  onProgress?: (sent: number, total: number) => void;
}

export interface UploadedVideo {
  videoId: number;
  jobId: number;
}

/** How far apart the PATCHes are: a dropped connection costs at most one chunk. */
const CHUNK_BYTES = 8 * 1024 * 1024;

function toApiError(error: unknown): Error {
  const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null })
    .originalResponse;
  if (!response) return error instanceof Error ? error : new Error('The upload failed');
  try {
    return new ApiError(JSON.parse(response.getBody()) as ErrorBody);
  } catch {
    return new ApiError({ status: response.getStatus(), title: 'The upload failed' });
  }
}

/**
 * Staff: sends a video file to the media pipeline over tus (resumable: a broken PATCH is retried from the
 * offset the server reports), with the new video's metadata. Resolves with the video and its transcoding
 * job once the server has queued it; rejects with the server's ApiError (400 bad metadata, 413 too large,
 * 422 not a playable video). tus-js-client is loaded only when an upload starts.
 */
export async function uploadVideo(input: UploadVideoInput): Promise<UploadedVideo> {
  const { Upload } = await import('tus-js-client');
  return new Promise((resolve, reject) => {
    const upload = new Upload(input.file, {
      endpoint: UPLOADS_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000],
      // Every upload is new: resuming an old one would bring back its old title and lists.
      storeFingerprintForResuming: false,
      metadata: {
        filename: input.file.name,
        filetype: input.file.type,
        title: input.title,
        ...(input.description ? { description: input.description } : {}),
        categories: JSON.stringify(input.categories),
        stars: JSON.stringify(input.stars),
      },
      onProgress: (sent, total) => input.onProgress?.(sent, total),
      // 4xx answers are final (bad metadata, not a video); only network trouble and 5xx are retried.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onSuccess: ({ lastResponse }) => {
        const videoId = Number(lastResponse.getHeader('Upload-Video-Id'));
        const jobId = Number(lastResponse.getHeader('Upload-Job-Id'));
        if (videoId > 0 && jobId > 0) resolve({ videoId, jobId });
        else reject(new Error('The server did not say which job took the upload'));
      },
      onError: (error) => reject(toApiError(error)),
    });
    upload.start();
  });
}
