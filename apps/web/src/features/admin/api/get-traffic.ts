import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { adminKey } from '../lib/admin-request';

/** How often the live charts ask again while the page is visible (a hidden tab asks nothing). */
export const TRAFFIC_REFRESH_MS = 12_000;

/** GET /api/admin/traffic: the last hour per minute and the last day's views per hour, kept fresh. */
export function useTraffic() {
  const route = apiRoutes.admin.traffic;
  return useQuery({
    queryKey: adminKey(route.path),
    queryFn: ({ signal }) => callApi(route, { signal }),
    refetchInterval: TRAFFIC_REFRESH_MS,
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
  });
}
