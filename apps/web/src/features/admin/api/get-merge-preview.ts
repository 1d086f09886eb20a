import { apiRoutes } from '@starlane/contract';
import { useAdminGet, type TaxonKind } from '../lib/admin-request';

/** GET /api/admin/{stars|categories}/:id/merge-preview?intoId: what a merge would move; nothing changes. */
export function useMergePreview(kind: TaxonKind, id: number, intoId: number | null) {
  return useAdminGet(
    apiRoutes.admin[kind].mergePreview,
    { params: { id }, query: { intoId: intoId ?? 0 } },
    intoId !== null,
  );
}
