import { NavLink, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { AdsSection } from './ads-section';
import { AuditSection } from './audit-section';
import { DashboardSection } from './dashboard-section';
import { DmcaSection } from './dmca-section';
import { MembersSection } from './members-section';
import { PlaylistsSection } from './playlists-section';
import { ReportsSection } from './reports-section';
import { TaxaSection } from './taxa-section';
import { VideosSection } from './videos-section';
import { useMessages } from '@/lib/i18n/messages';

const SECTIONS = {
  dashboard: () => <DashboardSection />,
  videos: () => <VideosSection />,
  stars: () => <TaxaSection kind="stars" />,
  categories: () => <TaxaSection kind="categories" />,
  playlists: () => <PlaylistsSection />,
  ads: () => <AdsSection />,
  reports: () => <ReportsSection />,
  members: () => <MembersSection />,
  dmca: () => <DmcaSection />,
  audit: () => <AuditSection />,
} as const;
type Section = keyof typeof SECTIONS;

export const isSection = (value: string | undefined): value is Section =>
  value !== undefined && Object.hasOwn(SECTIONS, value);

/** The staff area: one page per section, tabs to move between them. */
export function AdminArea() {
  const requested = useParams().section?.toLowerCase();
  const current: Section = isSection(requested) ? requested : 'dashboard';
  const t = useMessages();
  const title = t.admin.sections[current];
  const render = SECTIONS[current];
  return (
    <div className="py-3">
      <PageTitle title={t.admin.title(title)} />
      <h1 className="h3">{t.admin.title(title)}</h1>
      <nav aria-label={t.admin.sectionsNav} className="mb-3">
        <ul className="nav nav-pills flex-wrap gap-1">
          {(Object.keys(SECTIONS) as Section[]).map((key) => (
            <li key={key} className="nav-item">
              <NavLink
                to={`/admin/${key}`}
                className={`nav-link py-1 px-2${key === current ? ' active' : ''}`}
                aria-current={key === current ? 'page' : undefined}
              >
                {t.admin.sections[key]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {render()}
    </div>
  );
}
