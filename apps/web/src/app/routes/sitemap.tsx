import { useId, type ReactNode } from 'react';
import type { Actor, Category, Playlist } from '@starlane/contract';
import { Link } from 'react-router';
import { LoadMore } from '@/components/load-more';
import { PageTitle } from '@/components/page-title';
import { QueryState, type QueryLike } from '@/components/query-state';
import { TOPLIST_TYPES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useActors } from '@/features/actors/api/get-actors';
import { actorName } from '@/features/actors/utils';
import { useCategories } from '@/features/categories/api/get-categories';
import { withPicture } from '@/features/categories/utils';
import { usePlaylists } from '@/features/playlists/api/get-playlists';
import './sitemap.css';
import type { PageLoad } from '@/lib/page-load';
import { getCategoriesQueryOptions } from '@/features/categories/api/get-categories';
import { getActorsQueryOptions } from '@/features/actors/api/get-actors';
import { playlistsQueryOptions } from '@/features/playlists/api/get-playlists';
import { useMessages, type Messages } from '@/lib/i18n/messages';

interface SitemapLink {
  key: string | number;
  to: string;
  label: string;
  picture?: string | null;
}

/** A query's items as links, the query's state kept. */
const asLinks = <T,>(query: QueryLike<T[]>, toLink: (item: T) => SitemapLink): QueryLike<SitemapLink[]> => ({
  ...query,
  data: query.data?.map(toLink),
});

const categoryLink = (category: Category): SitemapLink => ({
  key: category.id,
  to: paths.category(category.wmcExternalId, category.name),
  label: category.name,
  picture: category.categoryPicture,
});

const playlistLink = (playlist: Playlist): SitemapLink => ({
  key: playlist.id,
  to: paths.playlist(playlist.id),
  label: playlist.name,
});

const actorLink = (actor: Actor): SitemapLink => ({
  key: actor.id,
  to: paths.actor(actor.firstName, actor.lastName),
  label: actorName(actor),
});

/** A fixed list, in the shape of a query that has succeeded. */
const loaded = (links: SitemapLink[]): QueryLike<SitemapLink[]> => ({
  data: links,
  isPending: false,
  isError: false,
  error: null,
});

function SitemapSection({
  title,
  links,
  footer,
  columns = 'sl-sitemap-cols',
}: {
  title: string;
  links: QueryLike<SitemapLink[]>;
  /** Shown after the links (a "more" button). */
  footer?: ReactNode;
  columns?: string;
}) {
  const headingId = useId();
  const t = useMessages();
  return (
    <section className="sl-sitemap-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {title}
      </h2>
      <QueryState query={links} what={t.sitemap.theseLinks} empty={t.sitemap.nothingYet}>
        {(list) => (
          <ul role="list" className={`list-unstyled ${columns}`} aria-labelledby={headingId}>
            {list.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className="sl-sitemap-link">
                  {link.picture ? (
                    <img src={link.picture} alt="" width={48} height={27} loading="lazy" decoding="async" />
                  ) : null}
                  <span>{link.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {footer}
    </section>
  );
}

const toplistLinks = (t: Messages) =>
  loaded(
    TOPLIST_TYPES.map((type) => ({
      key: type,
      to: paths.toplist(type),
      label: t.toplists[type],
    })),
  );

const pageLinks = (t: Messages) =>
  loaded([
    { key: 'home', to: paths.home, label: t.sitemap.home },
    { key: 'videos', to: paths.videos, label: t.nav.allVideos },
    { key: 'stars', to: paths.actors, label: t.head.stars },
    { key: 'playlists', to: paths.playlists, label: t.head.playlists },
    { key: 'contact', to: paths.contactUs, label: t.head.static.contactUs[0] },
    { key: 'terms', to: paths.terms, label: t.layout.footerTerms },
    { key: 'privacy', to: paths.privacyPolicy, label: t.layout.footerPrivacy },
    { key: 'cookies', to: paths.cookiePolicy, label: t.layout.footerCookies },
    { key: 'dmca', to: paths.dmca, label: t.sitemap.dmcaNotice },
    { key: '2257', to: paths.records2257, label: t.sitemap.statement2257 },
  ]);

/** Spec 2: categories with pictures, the four toplists, playlists and stars, each under a heading. */
export default function SitemapPage() {
  const categories = useCategories(withPicture);
  const actors = useActors();
  const playlists = usePlaylists();
  const t = useMessages();

  return (
    <div className="py-3">
      <PageTitle title={t.layout.footerSitemap} />
      <h1 className="mb-4">{t.layout.footerSitemap}</h1>
      <SitemapSection title={t.head.categories} links={asLinks(categories, categoryLink)} />
      <SitemapSection title={t.head.toplists} links={toplistLinks(t)} columns="sl-sitemap-row" />
      <SitemapSection
        title={t.head.playlists}
        links={asLinks(playlists, playlistLink)}
        footer={<LoadMore query={playlists} label={t.sitemap.morePlaylists} what={t.playlists.playlists} />}
      />
      <SitemapSection title={t.head.stars} links={asLinks(actors, actorLink)} />
      <SitemapSection title={t.sitemap.pages} links={pageLinks(t)} />
    </div>
  );
}

export const load: PageLoad = ({ load }) =>
  Promise.all([
    load(getCategoriesQueryOptions()),
    load(getActorsQueryOptions()),
    load(playlistsQueryOptions()),
  ]);
