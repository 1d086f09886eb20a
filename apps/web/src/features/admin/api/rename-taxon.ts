import { apiRoutes, type TaxonName } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { type TaxonKind } from '../lib/admin-request';

/** POST /api/admin/{stars|categories}/:id/update: a new name. */
export function renameTaxon({ kind, id, body }: { kind: TaxonKind; id: number; body: TaxonName }) {
  return callApi(apiRoutes.admin[kind].rename, { params: { id }, body });
}
