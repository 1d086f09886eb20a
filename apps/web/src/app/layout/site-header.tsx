import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AdBanner } from '@/features/ads/components/ad-banner';
import { SearchBox } from '@/features/search/components/search-box';
import { getSiteName } from '@/lib/site';
import { LogoMark } from './logo';
import { MainNav } from './main-nav';

/** Sticky header (spec 2): logo, live search, ad banner and the menu, which folds into a hamburger on phones. */
export function SiteHeader() {
  const siteName = getSiteName();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sl-header sticky-top">
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
            label="Menu"
            className="sl-toggler"
          />
          <AdBanner placement="header" className="sl-header-ad" />
          <Navbar.Collapse id="sl-main-menu" className="sl-menu">
            <MainNav />
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
