import { useEffect, useId, useRef } from 'react';
import { PLAYER_SHORTCUTS } from '../lib/use-player-shortcuts';
import { useMessages } from '@/lib/i18n/messages';

/** The player's keyboard shortcuts, over the player; Escape or its button closes it. */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  const t = useMessages();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  return (
    <div
      role="dialog"
      aria-labelledby={headingId}
      data-player-help=""
      className="sl-player-help"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 id={headingId} className="h6">
        {t.player.shortcuts}
      </h2>
      <dl className="mb-2">
        {PLAYER_SHORTCUTS.map(({ keys, action }) => (
          <div key={action} className="d-flex gap-2">
            <dt className="sl-player-help-keys">
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ' / ' : null}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd className="mb-0">{t.player.shortcutActions[action]}</dd>
          </div>
        ))}
      </dl>
      <button ref={closeRef} type="button" className="btn btn-sm btn-light" onClick={onClose}>
        {t.player.closeShortcuts}
      </button>
    </div>
  );
}
