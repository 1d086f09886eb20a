import { apiRoutes, type TaxonName } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { type TaxonKind } from '../lib/admin-request';

/** POST /api/admin/{stars|categories}/create. */
export function createTaxon({ kind, body }: { kind: TaxonKind; body: TaxonName }) {
  return callApi(apiRoutes.admin[kind].create, { body });
}
