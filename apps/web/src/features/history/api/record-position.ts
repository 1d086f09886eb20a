import type { RecordPositionResult } from '@starlane/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/history/position {videoId, positionSeconds} (member). Sent with keepalive so the report made as
 * the page is hidden or closed still arrives.
 */
export function recordPosition(videoId: string, positionSeconds: number): Promise<RecordPositionResult> {
  return api.post<RecordPositionResult>(
    '/api/history/position',
    { videoId, positionSeconds: Math.floor(positionSeconds) },
    { keepalive: true },
  );
}
