import { adminPost, type TaxonKind, type TaxonName } from '../lib/admin-request';

/** POST /api/admin/{stars|categories}/:id/update: a new name. */
export function renameTaxon({ kind, id, body }: { kind: TaxonKind; id: number; body: TaxonName }) {
  return adminPost(`/${kind}/${id}/update`, body);
}
