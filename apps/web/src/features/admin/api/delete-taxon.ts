import { adminPost, type TaxonKind } from '../lib/admin-request';

/** POST /api/admin/{stars|categories}/:id/delete: only when no video uses it. */
export function deleteTaxon({ kind, id }: { kind: TaxonKind; id: number }) {
  return adminPost(`/${kind}/${id}/delete`);
}
