import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/videos/:id/thumbnail: a new picture, resized by the server. */
export function replaceVideoThumbnail({ id, picture }: { id: number; picture: string }) {
  return callApi(apiRoutes.admin.videos.thumbnail, { params: { id }, body: { picture } });
}
