import { useMemo } from 'react';
import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router';
import type { Category } from '@starlane/contract';
import { CATEGORY_DROPDOWN_COLUMN_SIZE, TOPLIST_TYPES } from '@/config/constants';
import { paths, TOPLIST_TITLES } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useCategories } from '@/features/categories/api/get-categories';
import { withPicture } from '@/features/categories/utils';
import { chunk } from '@/lib/random';
import { NavMenu, NavMenuDivider, NavMenuLink, NavMenuText } from './nav-menu';

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
              <NavMenuLink key={category.id} to={to}>
                {category.name}
              </NavMenuLink>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function VideosMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { data: categories, isPending, isError } = useCategories(withPicture);
  return (
    <NavMenu title="VIDEOS" id="sl-nav-videos" className="sl-videos-dropdown" onNavigate={onNavigate}>
      {isPending ? (
        <NavMenuText>Loading...</NavMenuText>
      ) : isError ? (
        <NavMenuText>Categories could not be loaded.</NavMenuText>
      ) : categories.length === 0 ? (
        <NavMenuText>No categories yet.</NavMenuText>
      ) : (
        <CategoryColumns categories={categories} />
      )}
      {/* Beyond the spec's menu (docs/departures.md): the whole catalogue and every category, one click away. */}
      <NavMenuDivider />
      <NavMenuLink to={paths.videos}>All videos</NavMenuLink>
      <NavMenuLink to={paths.categories}>All categories</NavMenuLink>
    </NavMenu>
  );
}

function ToplistsMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <NavMenu title="TOPLISTS" id="sl-nav-toplists" onNavigate={onNavigate}>
      {TOPLIST_TYPES.map((type) => (
        <NavMenuLink key={type} to={paths.toplist(type)}>
          {TOPLIST_TITLES[type]}
        </NavMenuLink>
      ))}
    </NavMenu>
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
      <MenuLink to={paths.following}>FOLLOWING</MenuLink>
      <MenuLink to={paths.history}>HISTORY</MenuLink>
      <Nav.Item>
        <button type="button" className="nav-link" onClick={signOut} disabled={isSigningOut}>
          SIGN OUT
        </button>
      </Nav.Item>
    </>
  );
}

/**
 * The site menu (spec 2): catalogue links for everyone, then the visitor's or the member's links.
 * `onNavigate` folds the phone menu after a link in one of the two menus is followed (the plain links fold it
 * through the navbar's collapseOnSelect).
 */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="sl-main-nav">
      <Nav className="sl-nav-catalogue">
        <VideosMenu onNavigate={onNavigate} />
        <ToplistsMenu onNavigate={onNavigate} />
        <MenuLink to={paths.playlists}>PLAYLISTS</MenuLink>
        <MenuLink to={paths.actors}>STARS</MenuLink>
      </Nav>
      <Nav className="sl-nav-account">
        <AccountLinks />
      </Nav>
    </nav>
  );
}
