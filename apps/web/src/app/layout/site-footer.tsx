import { Link } from 'react-router';
import rtaBadge from '@/assets/rta-badge.svg';
import { paths } from '@/config/paths';
import { getSiteName } from '@/lib/site';
import { useMessages, type Messages } from '@/lib/i18n/messages';
import { LanguageSwitch } from './language-switch';

const FOOTER_LINKS = [
  { to: paths.sitemap, label: 'footerSitemap' },
  { to: paths.contactUs, label: 'footerContact' },
  { to: paths.terms, label: 'footerTerms' },
  { to: paths.cookiePolicy, label: 'footerCookies' },
  { to: paths.privacyPolicy, label: 'footerPrivacy' },
  { to: paths.dmca, label: 'footerDmca' },
  { to: paths.records2257, label: 'footer2257' },
] as const satisfies readonly { to: string; label: keyof Messages['layout'] }[];

/** Footer (spec 2): beta label, sitemap, contact and legal links, and the RTA label badge. */
export function SiteFooter() {
  const t = useMessages();
  return (
    <footer className="sl-footer">
      <div className="container-xl d-flex flex-column flex-md-row align-items-center gap-3 py-4">
        <span className="badge sl-beta">{t.labels.versionLabel}</span>
        <nav aria-label={t.layout.footerNav} className="flex-grow-1">
          <ul className="sl-footer-links list-unstyled">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t.layout[link.label]}</Link>
              </li>
            ))}
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
        <a href="https://www.rtalabel.org/" target="_blank" rel="noopener noreferrer" className="sl-rta">
          <img src={rtaBadge} alt={t.layout.rtaAlt} width={88} height={31} />
        </a>
      </div>
      <p className="text-center small text-body-secondary pb-3 mb-0">{t.layout.adultsOnly(getSiteName())}</p>
    </footer>
  );
}
