import { apiRoutes, type Locale } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/videos/:id/captions/:lang/delete: the video's track in `lang` goes. */
export function removeCaptions({ id, lang }: { id: number; lang: Locale }) {
  return callApi(apiRoutes.admin.videos.removeCaptions, { params: { id, lang } });
}
