import { adminPost } from '../lib/admin-request';

/** POST /api/admin/videos/:id/thumbnail: a new picture, resized by the server. */
export function replaceVideoThumbnail({ id, picture }: { id: number; picture: string }) {
  return adminPost(`/videos/${id}/thumbnail`, { picture });
}
