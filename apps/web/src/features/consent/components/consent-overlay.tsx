import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { AGE_LIMIT } from '@/config/constants';
import { getConsentCookieName, getSiteName } from '@/lib/site';
import { consentStore as defaultStore, type ConsentStore } from '@/lib/consent-store';
import { useMessages } from '@/lib/i18n/messages';
import { legalSummaries, type LegalPanelId } from './legal-summaries';

export interface ConsentOverlayProps {
  store?: ConsentStore;
}

/**
 * The age and cookie consent dialog (spec 4): stays until accepted, no decline, no way around it.
 * Its legal panels toggle: one open at a time, and the open panel's link closes it again.
 */
export function ConsentOverlay({ store = defaultStore }: ConsentOverlayProps) {
  const [openPanel, setOpenPanel] = useState<LegalPanelId | null>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const descriptionId = `${baseId}-description`;
  const siteName = getSiteName();
  const cookieName = getConsentCookieName();
  const t = useMessages().consent;
  const summaries = legalSummaries(t);

  const toggle = (id: LegalPanelId) => {
    setOpenPanel((current) => (current === id ? null : id));
  };

  return (
    <Modal
      show
      backdrop="static"
      keyboard={false}
      centered
      scrollable
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="sl-consent"
      backdropClassName="sl-consent-backdrop"
      enforceFocus
    >
      <Modal.Header className="border-0 pb-0">
        <Modal.Title as="h2" id={titleId} className="h4">
          <span className="sl-age-badge" aria-hidden="true">
            {AGE_LIMIT}+
          </span>{' '}
          {t.title(siteName, AGE_LIMIT)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div id={descriptionId}>
          <p>{t.intro(siteName, AGE_LIMIT)}</p>
          <p>{t.cookies(siteName)}</p>
        </div>
        <ul className="sl-legal-toggles list-unstyled d-flex flex-wrap gap-2 mb-2">
          {summaries.map((summary) => (
            <li key={summary.id}>
              <button
                type="button"
                className="btn btn-link p-0 sl-legal-toggle"
                aria-expanded={openPanel === summary.id}
                aria-controls={`${baseId}-${summary.id}`}
                onClick={() => {
                  toggle(summary.id);
                }}
              >
                {summary.label}
              </button>
            </li>
          ))}
        </ul>
        {summaries.map((summary) => (
          <section
            key={summary.id}
            id={`${baseId}-${summary.id}`}
            aria-label={summary.label}
            className="sl-legal-panel"
            hidden={openPanel !== summary.id}
          >
            <h3 className="h6">{summary.label}</h3>
            {summary.body(siteName, cookieName)}
          </section>
        ))}
      </Modal.Body>
      <Modal.Footer className="border-0 pt-0">
        <Button
          variant="primary"
          size="lg"
          className="w-100 sl-accept"
          onClick={() => {
            store.accept();
          }}
        >
          {t.accept(AGE_LIMIT)}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export default ConsentOverlay;
