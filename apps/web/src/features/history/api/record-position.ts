import { apiRoutes, type RecordPositionResult } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/**
 * POST /api/history/position {videoId, positionSeconds} (member). Sent with keepalive so the report made as
 * the page is hidden or closed still arrives.
 */
export function recordPosition(videoId: string, positionSeconds: number): Promise<RecordPositionResult> {
  return callApi(apiRoutes.history.recordPosition, {
    body: { videoId, positionSeconds: Math.floor(positionSeconds) },
    keepalive: true,
  });
}
