import { adminPost, type TaxonKind } from '../lib/admin-request';

/** POST /api/admin/{stars|categories}/:id/merge: its videos move to `intoId`, then it is gone. */
export function mergeTaxa({ kind, id, intoId }: { kind: TaxonKind; id: number; intoId: number }) {
  return adminPost(`/${kind}/${id}/merge`, { intoId });
}
