import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/audit/:id/undo: undoes a star or category merge or delete, once. */
export function undoAuditEntry(id: number) {
  return callApi(apiRoutes.admin.auditUndo, { params: { id } });
}
