/** The label of a curated playlist, the same wherever the playlist appears (docs/decisions/0055). */
export function CuratedBadge() {
  return <span className="badge text-bg-warning ms-2 align-middle">Curated</span>;
}
