import { useEffect, useRef, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
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
      <Navbar
        as="div"
        expand="lg"
        collapseOnSelect
        expanded={menuOpen}
        onToggle={setMenuOpen}
        className="sl-navbar"
      >
        <Container fluid="xl" className="sl-header-inner">
          <Navbar.Brand as={Link} to={paths.home} className="sl-brand">
            <LogoMark />
            <span className="sl-brand-text">{siteName}</span>
          </Navbar.Brand>
          <SearchBox className="sl-header-search" />
          <Navbar.Toggle
            aria-controls="sl-main-menu"
            aria-expanded={menuOpen}
            label={t.layout.menu}
            className="sl-toggler"
          />
          <AdBanner placement="header" className="sl-header-ad" />
          <Navbar.Collapse id="sl-main-menu" className="sl-menu">
            <MainNav
              onNavigate={() => {
                setMenuOpen(false);
              }}
            />
            <LanguageSwitch className="nav-link sl-language-switch" />
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
