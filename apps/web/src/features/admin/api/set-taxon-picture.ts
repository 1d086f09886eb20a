import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { type TaxonKind } from '../lib/admin-request';

/** POST /api/admin/{stars|categories}/:id/picture: a new picture, resized by the server. */
export function setTaxonPicture({ kind, id, picture }: { kind: TaxonKind; id: number; picture: string }) {
  return callApi(apiRoutes.admin[kind].picture, { params: { id }, body: { picture } });
}
