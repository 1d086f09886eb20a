import { Link } from 'react-router';
import rtaBadge from '@/assets/rta-badge.svg';
import { paths } from '@/config/paths';
import { getSiteName } from '@/lib/site';
import { LABELS } from '@starlane/contract';

const FOOTER_LINKS = [
  { to: paths.sitemap, label: 'Sitemap' },
  { to: paths.contactUs, label: 'Contact' },
  { to: paths.terms, label: 'Terms and conditions' },
  { to: paths.cookiePolicy, label: 'Cookie policy' },
  { to: paths.privacyPolicy, label: 'Privacy policy' },
  { to: paths.dmca, label: 'DMCA' },
  { to: paths.records2257, label: '2257' },
] as const;

/** Footer (spec 2): beta label, sitemap, contact and legal links, and the RTA label badge. */
export function SiteFooter() {
  return (
    <footer className="sl-footer">
      <div className="container-xl d-flex flex-column flex-md-row align-items-center gap-3 py-4">
        <span className="badge sl-beta">{LABELS.versionLabel}</span>
        <nav aria-label="Footer" className="flex-grow-1">
          <ul className="sl-footer-links list-unstyled">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <a href="https://www.rtalabel.org/" target="_blank" rel="noopener noreferrer" className="sl-rta">
          <img src={rtaBadge} alt="RTA - Restricted to Adults" width={88} height={31} />
        </a>
      </div>
      <p className="text-center small text-body-secondary pb-3 mb-0">
        {getSiteName()} is for adults aged 18 or over. All demo content is synthetic and safe for work.
      </p>
    </footer>
  );
}
