import { useMemo } from 'react';
import { NavLink } from 'react-router';
import type { Category } from '@starlane/contract';
import { CATEGORY_DROPDOWN_COLUMN_SIZE, TOPLIST_TYPES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useLocale, useMessages } from '@/lib/i18n/messages';
import { categoryNameIn } from '@/lib/i18n/catalogue-text';
import { useCategories } from '@/features/categories/api/get-categories';
import { withPicture } from '@/features/categories/utils';
import { chunk } from '@/lib/random';
import { NavMenu, NavMenuDivider, NavMenuLink, NavMenuText } from './nav-menu';

function CategoryColumns({ categories }: { categories: Category[] }) {
  const columns = useMemo(() => chunk(categories, CATEGORY_DROPDOWN_COLUMN_SIZE), [categories]);
  const t = useMessages();
  const locale = useLocale();
  return (
    <div className="sl-mega">
      {columns.map((column, index) => (
        <div
          key={column[0]?.id ?? index}
          role="group"
          aria-label={t.nav.categoryColumn(index + 1)}
          className="sl-mega-col"
        >
          {column.map((category) => {
            const to = paths.category(category.wmcExternalId, category.name);
            return (
              <NavMenuLink key={category.id} to={to}>
                {categoryNameIn(locale, category)}
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
  const t = useMessages();
  return (
    <NavMenu title={t.nav.videos} id="sl-nav-videos" className="sl-videos-dropdown" onNavigate={onNavigate}>
      {isPending ? (
        <NavMenuText>{t.common.loading}</NavMenuText>
      ) : isError ? (
        <NavMenuText>{t.nav.categoriesFailed}</NavMenuText>
      ) : categories.length === 0 ? (
        <NavMenuText>{t.nav.noCategories}</NavMenuText>
      ) : (
        <CategoryColumns categories={categories} />
      )}
      {/* Beyond the spec's menu (docs/departures.md): the whole catalogue and every category, one click away. */}
      <NavMenuDivider />
      <NavMenuLink to={paths.videos}>{t.nav.allVideos}</NavMenuLink>
      <NavMenuLink to={paths.categories}>{t.nav.allCategories}</NavMenuLink>
    </NavMenu>
  );
}

function ToplistsMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useMessages();
  return (
    <NavMenu title={t.nav.toplists} id="sl-nav-toplists" onNavigate={onNavigate}>
      {TOPLIST_TYPES.map((type) => (
        <NavMenuLink key={type} to={paths.toplist(type)}>
          {t.toplists[type]}
        </NavMenuLink>
      ))}
    </NavMenu>
  );
}

function MenuLink({ to, onNavigate, children }: { to: string; onNavigate?: () => void; children: string }) {
  return (
    <NavLink to={to} className="nav-link" onClick={onNavigate}>
      {children}
    </NavLink>
  );
}

function AccountLinks({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { status, signOut, isSigningOut } = useAuth();
  const t = useMessages();
  if (status === 'checking') return <div className="sl-account-pending" aria-hidden="true" />;
  if (status === 'anonymous') {
    return (
      <>
        <MenuLink to={paths.signUp} onNavigate={onNavigate}>
          {t.nav.signUp}
        </MenuLink>
        <MenuLink to={paths.signIn} onNavigate={onNavigate}>
          {t.nav.signIn}
        </MenuLink>
      </>
    );
  }
  return (
    <>
      <MenuLink to={paths.dashboard} onNavigate={onNavigate}>
        {t.nav.dashboard}
      </MenuLink>
      <MenuLink to={paths.myPlaylists} onNavigate={onNavigate}>
        {t.nav.myPlaylists}
      </MenuLink>
      <MenuLink to={paths.myFavourites} onNavigate={onNavigate}>
        {t.nav.myFavebox}
      </MenuLink>
      <MenuLink to={paths.myToplists} onNavigate={onNavigate}>
        {t.nav.myToplists}
      </MenuLink>
      <MenuLink to={paths.following} onNavigate={onNavigate}>
        {t.nav.following}
      </MenuLink>
      <MenuLink to={paths.history} onNavigate={onNavigate}>
        {t.nav.history}
      </MenuLink>
      <div className="nav-item">
        <button type="button" className="nav-link" onClick={signOut} disabled={isSigningOut}>
          {t.nav.signOut}
        </button>
      </div>
    </>
  );
}

/**
 * The site menu (spec 2): catalogue links for everyone, then the visitor's or the member's links.
 * `onNavigate` folds the phone menu after any of its links is followed.
 */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useMessages();
  return (
    <nav aria-label={t.layout.mainNav} className="sl-main-nav">
      <div className="sl-nav-catalogue navbar-nav">
        <VideosMenu onNavigate={onNavigate} />
        <ToplistsMenu onNavigate={onNavigate} />
        <MenuLink to={paths.playlists} onNavigate={onNavigate}>
          {t.nav.playlists}
        </MenuLink>
        <MenuLink to={paths.actors} onNavigate={onNavigate}>
          {t.nav.stars}
        </MenuLink>
      </div>
      <div className="sl-nav-account navbar-nav">
        <AccountLinks onNavigate={onNavigate} />
      </div>
    </nav>
  );
}
