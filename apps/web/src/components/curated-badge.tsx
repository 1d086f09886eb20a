import { useMessages } from '@/lib/i18n/messages';

/** The label of a curated playlist, the same wherever the playlist appears (docs/decisions/0055). */
export function CuratedBadge() {
  const t = useMessages();
  return <span className="badge text-bg-warning ms-2 align-middle">{t.ui.curated}</span>;
}
