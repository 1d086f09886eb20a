import { useMessages } from '@/lib/i18n/messages';

/** What every listing shows until its data arrives (spec 2). */
export function LoadingMessage({ text }: { text?: string }) {
  const t = useMessages();
  return (
    <p role="status" aria-live="polite" className="sl-loading text-body-secondary">
      {text ?? t.common.loading}
    </p>
  );
}
