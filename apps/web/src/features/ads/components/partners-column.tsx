import Col from 'react-bootstrap/Col';
import { AdBanner } from './ad-banner';

/** The partners column beside a page's main column (lg={9}): two banners, stacked under it on phones. */
export function PartnersColumn({ className }: { className?: string }) {
  return (
    <Col lg={3} as="aside" aria-label="Partners" className={className}>
      <AdBanner className="mb-3" />
      <AdBanner />
    </Col>
  );
}
