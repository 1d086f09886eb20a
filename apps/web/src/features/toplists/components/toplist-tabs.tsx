import { Nav } from 'react-bootstrap';
import { Link } from 'react-router';
import type { ToplistType, ToplistWindow } from '@starlane/contract';
import { TOPLIST_TYPES } from '@/config/constants';
import { paths, TOPLIST_TITLES } from '@/config/paths';
import './toplists.css';

/**
 * Links between the public toplists; `current` is marked as the current page. The chosen time window goes
 * along, so switching lists keeps "this week".
 */
export function ToplistTabs({ current, window = 'all' }: { current: ToplistType; window?: ToplistWindow }) {
  return (
    <Nav as="nav" variant="pills" className="sl-toplist-tabs mb-3 gap-2" aria-label="Toplists">
      {TOPLIST_TYPES.map((type) => (
        <Nav.Item key={type}>
          {/* Not NavLink: on /toplists and unknown types the default list's tab is the current one too. */}
          <Nav.Link
            as={Link}
            to={window === 'all' ? paths.toplist(type) : `${paths.toplist(type)}?window=${window}`}
            active={type === current}
            aria-current={type === current ? 'page' : undefined}
          >
            {TOPLIST_TITLES[type]}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
