import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { type TaxonKind } from '../lib/admin-request';

/** POST /api/admin/{stars|categories}/:id/merge: its videos move to `intoId`, then it is gone. */
export function mergeTaxa({ kind, id, intoId }: { kind: TaxonKind; id: number; intoId: number }) {
  return callApi(apiRoutes.admin[kind].merge, { params: { id }, body: { intoId } });
}
