import { adminPost } from '../lib/admin-request';

export interface UpdateVideoInput {
  id: number;
  title: string;
  description: string;
  categoryIds: number[];
  starIds: number[];
}

/** POST /api/admin/videos/:id/update: title, description, categories and stars. */
export function updateVideo({ id, ...body }: UpdateVideoInput) {
  return adminPost(`/videos/${id}/update`, body);
}
