import Col from 'react-bootstrap/Col';
import { AdBanner } from './ad-banner';
import { useMessages } from '@/lib/i18n/messages';

/** The partners column beside a page's main column (lg={9}): two banners, stacked under it on phones. */
export function PartnersColumn({ className }: { className?: string }) {
  const t = useMessages();
  return (
    <Col lg={3} as="aside" aria-label={t.ui.partners} className={className}>
      <AdBanner className="mb-3" />
      <AdBanner />
    </Col>
  );
}
