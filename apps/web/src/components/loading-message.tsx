/** What every listing shows until its data arrives (spec 2). */
export function LoadingMessage({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status" aria-live="polite" className="sl-loading text-body-secondary">
      {text}
    </p>
  );
}
