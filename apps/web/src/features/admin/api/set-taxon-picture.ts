import { adminPost, type TaxonKind } from '../lib/admin-request';

/** POST /api/admin/{stars|categories}/:id/picture: a new picture, resized by the server. */
export function setTaxonPicture({ kind, id, picture }: { kind: TaxonKind; id: number; picture: string }) {
  return adminPost(`/${kind}/${id}/picture`, { picture });
}
