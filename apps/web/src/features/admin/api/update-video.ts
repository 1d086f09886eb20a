import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

export interface UpdateVideoInput {
  id: number;
  title: string;
  description: string;
  /** Spanish text (docs/decisions/0074): empty removes it. */
  titleEs?: string;
  descriptionEs?: string;
  categoryIds: number[];
  starIds: number[];
}

/** POST /api/admin/videos/:id/update: title, description, categories and stars. */
export function updateVideo({ id, ...body }: UpdateVideoInput) {
  return callApi(apiRoutes.admin.videos.update, { params: { id }, body });
}
