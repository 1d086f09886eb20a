import { apiRoutes } from '@starlane/contract';
import type { QueryParams } from '@/lib/api-client';
import { useAdminPage } from '../lib/admin-request';

/** GET /api/admin/audit: the audit log, newest first, filtered. */
export function useAuditLog(query: QueryParams) {
  return useAdminPage(apiRoutes.admin.audit, query);
}
