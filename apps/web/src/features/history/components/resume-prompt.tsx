import { formatDuration } from '@/lib/format';

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
  const at = formatDuration(positionSeconds);
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 mb-2 sl-resume-prompt"
      role="group"
      aria-label="Resume"
    >
      <span className="text-body-secondary">You stopped at {at}.</span>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        onClick={() => {
          onResume(positionSeconds);
        }}
      >
        Resume from {at}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onStartOver}>
        Start over
      </button>
    </div>
  );
}
