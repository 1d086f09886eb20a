import { useFormat } from '@/lib/format';
import { useMessages } from '@/lib/i18n/messages';

export interface ResumePromptProps {
  positionSeconds: number;
  onResume: (positionSeconds: number) => void;
  onStartOver: () => void;
}

/**
 * Offered above the player when the viewer left this video part-way (docs/decisions/0032: offered, never
 * jumped to on its own, so nobody lands mid-scene unasked).
 */
export function ResumePrompt({ positionSeconds, onResume, onStartOver }: ResumePromptProps) {
  const t = useMessages();
  const at = useFormat().duration(positionSeconds);
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 mb-2 sl-resume-prompt"
      role="group"
      aria-label={t.history.resume}
    >
      <span className="text-body-secondary">{t.history.stoppedAt(at)}</span>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        onClick={() => {
          onResume(positionSeconds);
        }}
      >
        {t.history.resumeFrom(at)}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onStartOver}>
        {t.history.startOver}
      </button>
    </div>
  );
}
