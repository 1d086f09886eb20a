import { Nav } from 'react-bootstrap';
import { Link } from 'react-router';
import type { ToplistType } from '@starlane/contract';
import { TOPLIST_TYPES } from '@/config/constants';
import { paths, TOPLIST_TITLES } from '@/config/paths';
import './toplists.css';

/** Links between the public toplists; `current` is marked as the current page. */
export function ToplistTabs({ current }: { current: ToplistType }) {
  return (
    <Nav as="nav" variant="pills" className="sl-toplist-tabs mb-3 gap-2" aria-label="Toplists">
      {TOPLIST_TYPES.map((type) => (
        <Nav.Item key={type}>
          {/* Not NavLink: on /toplists and unknown types the default list's tab is the current one too. */}
          <Nav.Link
            as={Link}
            to={paths.toplist(type)}
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
