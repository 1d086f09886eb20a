import { Nav } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import type { ToplistWindow } from '@starlane/contract';
import { TOPLIST_WINDOW_LABELS, TOPLIST_WINDOW_ORDER } from '../utils';
import './toplists.css';

/** The URL of the current page with `?window=` set; all time drops it, so the spec's URL stays the default. */
export function withWindow(pathname: string, search: string, window: ToplistWindow): string {
  const params = new URLSearchParams(search);
  if (window === 'all') params.delete('window');
  else params.set('window', window);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Today / This week / This month / All time for the current toplist, kept in the URL (?window=). */
export function ToplistWindowTabs({ current }: { current: ToplistWindow }) {
  const location = useLocation();
  return (
    <Nav as="nav" variant="pills" className="sl-toplist-tabs mb-3 gap-2" aria-label="Time window">
      {TOPLIST_WINDOW_ORDER.map((window) => (
        <Nav.Item key={window}>
          <Nav.Link
            as={Link}
            to={withWindow(location.pathname, location.search, window)}
            replace
            active={window === current}
            aria-current={window === current ? 'page' : undefined}
          >
            {TOPLIST_WINDOW_LABELS[window]}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
