import { apiRoutes, type Locale } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/videos/:id/captions: a WebVTT file as the video's track in `lang`. */
export function attachCaptions({ id, lang, vtt }: { id: number; lang: Locale; vtt: string }) {
  return callApi(apiRoutes.admin.videos.captions, { params: { id }, body: { lang, vtt } });
}
