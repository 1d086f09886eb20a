import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { AdminPlaylist } from '@starlane/contract';
import { CuratedBadge } from '@/components/curated-badge';
import { paths } from '@/config/paths';
import { curatePlaylistAsStaff } from '../api/curate-playlist';
import { useAdminPlaylists } from '../api/get-playlists';
import { movePlaylist } from '../api/move-playlist';
import { useAdminAction } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { AdminTable, SearchBox, SelectBox, Toolbar, useAdminList } from './admin-list';

const AMOUNT = 25;
const CURATED_FILTER = [
  ['', 'Curated or not'],
  ['true', 'Curated'],
  ['false', 'Not curated'],
] as const;
const SORTS = [
  ['featured', 'Feature order'],
  ['newest', 'Newest'],
  ['name', 'Name'],
  ['videos', 'Videos'],
] as const;

/**
 * Every member's playlists (docs/decisions/0055): staff curate any of them, and put the curated ones in the
 * order /playlists lists them.
 */
export function PlaylistsSection() {
  const list = useAdminList({ q: '', curated: '', sort: 'featured' }, AMOUNT);
  const query = useAdminPlaylists(list.params);
  const queryClient = useQueryClient();
  const curate = useAdminAction(curatePlaylistAsStaff);
  const move = useAdminAction(movePlaylist);
  // The public listings show the badge and the order: they are reloaded too.
  const run = (action: () => Promise<unknown>) =>
    void runAction(action).then(async (ok) => {
      if (ok) await queryClient.invalidateQueries({ queryKey: ['playlists'] });
    });

  return (
    <>
      <Toolbar>
        <SearchBox label="Search playlists by name or owner" {...list.bind('q')} />
        <SelectBox label="Curated" options={CURATED_FILTER} {...list.bind('curated')} />
        <SelectBox label="Sort by" options={SORTS} {...list.bind('sort')} />
      </Toolbar>
      <AdminTable
        query={query}
        what="Playlists"
        empty="No playlist matches."
        columns={['Order', 'Playlist', 'Owner', 'Videos', { hidden: 'Actions' }]}
        {...list.pager}
      >
        {(rows) =>
          rows.map((p: AdminPlaylist) => (
            <tr key={p.id}>
              <td>{p.featureOrder ?? '—'}</td>
              <td className="text-break">
                <Link to={paths.playlist(p.id)}>{p.name}</Link>
                {p.curated ? <CuratedBadge /> : null}
              </td>
              <td className="text-break">{p.memberName}</td>
              <td>{p.videoCount}</td>
              <td>
                <div className="d-flex flex-wrap gap-1">
                  {p.curated ? (
                    <>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        aria-label={`Move ${p.name} up`}
                        disabled={p.featureOrder === 1}
                        onClick={() =>
                          run(() => move.mutateAsync({ id: p.id, position: (p.featureOrder ?? 1) - 1 }))
                        }
                      >
                        Up
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        aria-label={`Move ${p.name} down`}
                        onClick={() =>
                          run(() => move.mutateAsync({ id: p.id, position: (p.featureOrder ?? 0) + 1 }))
                        }
                      >
                        Down
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-warning"
                        aria-label={`Uncurate ${p.name}`}
                        onClick={() => run(() => curate.mutateAsync({ id: p.id, curated: false }))}
                      >
                        Uncurate
                      </Button>
                    </>
                  ) : (
                    <Button
                      size="sm"
                      variant="warning"
                      aria-label={`Curate ${p.name}`}
                      onClick={() => run(() => curate.mutateAsync({ id: p.id, curated: true }))}
                    >
                      Curate
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))
        }
      </AdminTable>
    </>
  );
}
