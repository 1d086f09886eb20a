import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { type TaxonKind } from '../lib/admin-request';

/** POST /api/admin/{stars|categories}/:id/delete: only when no video uses it. */
export function deleteTaxon({ kind, id }: { kind: TaxonKind; id: number }) {
  return callApi(apiRoutes.admin[kind].remove, { params: { id } });
}
