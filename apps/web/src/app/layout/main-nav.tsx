import { useMemo } from 'react';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, NavLink } from 'react-router';
import type { Category } from '@starlane/contract';
import { CATEGORY_DROPDOWN_COLUMN_SIZE, TOPLIST_TYPES } from '@/config/constants';
import { paths, TOPLIST_TITLES } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import { useCategories } from '@/features/categories/api/get-categories';
import { withPicture } from '@/features/categories/utils';
import { chunk } from '@/lib/random';

function CategoryColumns({ categories }: { categories: Category[] }) {
  const columns = useMemo(() => chunk(categories, CATEGORY_DROPDOWN_COLUMN_SIZE), [categories]);
  return (
    <div className="sl-mega">
      {columns.map((column, index) => (
        <div
          key={column[0]?.id ?? index}
          role="group"
          aria-label={`Categories, column ${String(index + 1)}`}
          className="sl-mega-col"
        >
          {column.map((category) => {
            const to = paths.category(category.wmcExternalId, category.name);
            return (
              <NavDropdown.Item key={category.id} as={Link} to={to} eventKey={to}>
                {category.name}
              </NavDropdown.Item>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function VideosMenu() {
  const { data: categories, isPending, isError } = useCategories(withPicture);
  return (
    <NavDropdown title="VIDEOS" id="sl-nav-videos" className="sl-videos-dropdown">
      {isPending ? (
        <NavDropdown.ItemText>Loading...</NavDropdown.ItemText>
      ) : isError ? (
        <NavDropdown.ItemText>Categories could not be loaded.</NavDropdown.ItemText>
      ) : categories.length === 0 ? (
        <NavDropdown.ItemText>No categories yet.</NavDropdown.ItemText>
      ) : (
        <CategoryColumns categories={categories} />
      )}
    </NavDropdown>
  );
}

function ToplistsMenu() {
  return (
    <NavDropdown title="TOPLISTS" id="sl-nav-toplists">
      {TOPLIST_TYPES.map((type) => {
        const to = paths.toplist(type);
        return (
          <NavDropdown.Item key={type} as={Link} to={to} eventKey={to}>
            {TOPLIST_TITLES[type]}
          </NavDropdown.Item>
        );
      })}
    </NavDropdown>
  );
}

function MenuLink({ to, children }: { to: string; children: string }) {
  return (
    <Nav.Link as={NavLink} to={to} eventKey={to}>
      {children}
    </Nav.Link>
  );
}

function AccountLinks() {
  const { status, signOut, isSigningOut } = useAuth();
  if (status === 'checking') return <div className="sl-account-pending" aria-hidden="true" />;
  if (status === 'anonymous') {
    return (
      <>
        <MenuLink to={paths.signUp}>SIGN UP</MenuLink>
        <MenuLink to={paths.signIn}>SIGN IN</MenuLink>
      </>
    );
  }
  return (
    <>
      <MenuLink to={paths.dashboard}>DASHBOARD</MenuLink>
      <MenuLink to={paths.myPlaylists}>MY PLAYLISTS</MenuLink>
      <MenuLink to={paths.myFavourites}>MY FAVEBOX</MenuLink>
      <MenuLink to={paths.myToplists}>MY TOPLISTS</MenuLink>
      <Nav.Item>
        <button type="button" className="nav-link" onClick={signOut} disabled={isSigningOut}>
          SIGN OUT
        </button>
      </Nav.Item>
    </>
  );
}

/** The site menu (spec 2): catalogue links for everyone, then the visitor's or the member's links. */
export function MainNav() {
  return (
    <nav aria-label="Main" className="sl-main-nav">
      <Nav className="sl-nav-catalogue">
        <VideosMenu />
        <ToplistsMenu />
        <MenuLink to={paths.playlists}>PLAYLISTS</MenuLink>
        <MenuLink to={paths.actors}>STARS</MenuLink>
      </Nav>
      <Nav className="sl-nav-account">
        <AccountLinks />
      </Nav>
    </nav>
  );
}
