import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type MediaJob } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** GET /api/media/jobs/:id (staff): one transcoding job's state, progress and last failure. */
export function getMediaJob(id: number, signal?: AbortSignal): Promise<MediaJob> {
  return callApi(apiRoutes.media.job, { params: { id }, signal });
}

const POLL_MS = 1500;

/** Polls the job every 1.5 s until it is done or failed, then stops. */
export function useMediaJob(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'media-job', id],
    queryFn: ({ signal }) => getMediaJob(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : POLL_MS;
    },
  });
}
