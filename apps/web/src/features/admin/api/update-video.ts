import { apiRoutes, type VideoUpdate } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

export type UpdateVideoInput = VideoUpdate & { id: number };

/** POST /api/admin/videos/:id/update: title, description, categories and stars. */
export function updateVideo({ id, ...body }: UpdateVideoInput) {
  return callApi(apiRoutes.admin.videos.update, { params: { id }, body });
}
