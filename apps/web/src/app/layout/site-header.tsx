import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AdBanner } from '@/features/ads/components/ad-banner';
import { SearchBox } from '@/features/search/components/search-box';
import { useMessages } from '@/lib/i18n/messages';
import { getSiteName } from '@/lib/site';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';
import { MainNav } from './main-nav';

/**
 * Publishes the height of what the sticky header keeps on screen (its height less the rows that scroll away,
 * its negative `top`) as --sl-header-height, which the page's scroll-padding-top uses: an element reached
 * with Tab is then scrolled clear of the header instead of under it (WCAG 2.4.11).
 */
function useHeaderHeightVariable() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const folded = Math.max(0, -parseFloat(getComputedStyle(header).top) || 0);
      const stays = Math.ceil(header.offsetHeight - folded);
      root.style.setProperty('--sl-header-height', `${String(stays)}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sl-header-height');
    };
  }, []);
  return ref;
}

/**
 * Sticky header (spec 2): logo, live search, ad banner and the menu, which folds into a hamburger on phones.
 * Only one row stays on screen when the page scrolls (header.css, docs/decisions/0050).
 */
export function SiteHeader() {
  const siteName = getSiteName();
  const t = useMessages();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useHeaderHeightVariable();
  return (
    <header ref={headerRef} className="sl-header sticky-top">
      {/* Bootstrap's navbar markup without react-bootstrap's Navbar, Nav and Collapse, which brought
          react-transition-group and @restart/ui into every page's first script (docs/decisions/0078). */}
      <div role="navigation" className="sl-navbar navbar navbar-expand-lg navbar-light">
        <div className="sl-header-inner container-xl">
          <Link to={paths.home} className="sl-brand navbar-brand">
            <LogoMark />
            <span className="sl-brand-text">{siteName}</span>
          </Link>
          <SearchBox className="sl-header-search" />
          <button
            aria-controls="sl-main-menu"
            aria-expanded={menuOpen}
            type="button"
            aria-label={t.layout.menu}
            className={`sl-toggler navbar-toggler${menuOpen ? '' : ' collapsed'}`}
            onClick={() => {
              setMenuOpen((open) => !open);
            }}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <AdBanner placement="header" className="sl-header-ad" />
          <div id="sl-main-menu" className={`sl-menu navbar-collapse collapse${menuOpen ? ' show' : ''}`}>
            <MainNav
              onNavigate={() => {
                setMenuOpen(false);
              }}
            />
            <LanguageSwitch className="nav-link sl-language-switch" />
          </div>
        </div>
      </div>
    </header>
  );
}
