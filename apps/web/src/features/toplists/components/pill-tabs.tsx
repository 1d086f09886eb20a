import { Link } from 'react-router';
import './toplists.css';

export interface PillTab {
  key: string;
  to: string;
  label: string;
  current: boolean;
}

/**
 * A row of pill links named `label`, the current one marked for the eye and for screen readers. Not NavLink:
 * which tab is current is the caller's to say (on /toplists the default list's tab is current too).
 */
export function PillTabs({ label, tabs, replace }: { label: string; tabs: PillTab[]; replace?: boolean }) {
  return (
    <nav className="sl-toplist-tabs mb-3 gap-2 nav nav-pills" aria-label={label}>
      {tabs.map((tab) => (
        <div key={tab.key} className="nav-item">
          <Link
            to={tab.to}
            replace={replace}
            className={tab.current ? 'nav-link active' : 'nav-link'}
            aria-current={tab.current ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        </div>
      ))}
    </nav>
  );
}
