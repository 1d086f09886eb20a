import { adminPost, type TaxonKind, type TaxonName } from '../lib/admin-request';

/** POST /api/admin/{stars|categories}/create. */
export function createTaxon({ kind, body }: { kind: TaxonKind; body: TaxonName }) {
  return adminPost(`/${kind}/create`, body);
}
