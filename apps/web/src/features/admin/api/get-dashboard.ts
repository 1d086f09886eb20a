import { apiRoutes } from '@starlane/contract';
import { useAdminGet } from '../lib/admin-request';

/** GET /api/admin/dashboard: today's and the week's counts, and what waits for staff. */
export function useDashboard() {
  return useAdminGet(apiRoutes.admin.dashboard, {});
}
