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
import { useMessages } from '@/lib/i18n/messages';

const AMOUNT = 25;

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
  const t = useMessages();
  const p0 = t.admin.playlists;
  // The public listings show the badge and the order: they are reloaded too.
  const run = (action: () => Promise<unknown>) =>
    void runAction(action).then(async (ok) => {
      if (ok) await queryClient.invalidateQueries({ queryKey: ['playlists'] });
    });

  return (
    <>
      <Toolbar>
        <SearchBox label={p0.search} {...list.bind('q')} />
        <SelectBox
          label={t.ui.curated}
          options={[
            ['', p0.curatedOrNot],
            ['true', t.ui.curated],
            ['false', p0.notCurated],
          ]}
          {...list.bind('curated')}
        />
        <SelectBox
          label={t.listing.sortBy}
          options={[
            ['featured', p0.featureOrder],
            ['newest', t.admin.newest],
            ['name', t.admin.name],
            ['videos', t.search.videos],
          ]}
          {...list.bind('sort')}
        />
      </Toolbar>
      <AdminTable
        query={query}
        what={t.playlists.thePlaylists}
        empty={p0.empty}
        columns={[p0.order, p0.playlist, p0.owner, t.search.videos, { hidden: t.admin.actions }]}
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
                        aria-label={p0.moveUp(p.name)}
                        disabled={p.featureOrder === 1}
                        onClick={() =>
                          run(() => move.mutateAsync({ id: p.id, position: (p.featureOrder ?? 1) - 1 }))
                        }
                      >
                        {p0.up}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        aria-label={p0.moveDown(p.name)}
                        onClick={() =>
                          run(() => move.mutateAsync({ id: p.id, position: (p.featureOrder ?? 0) + 1 }))
                        }
                      >
                        {p0.down}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-warning"
                        aria-label={p0.uncurateNamed(p.name)}
                        onClick={() => run(() => curate.mutateAsync({ id: p.id, curated: false }))}
                      >
                        {p0.uncurate}
                      </Button>
                    </>
                  ) : (
                    <Button
                      size="sm"
                      variant="warning"
                      aria-label={p0.curateNamed(p.name)}
                      onClick={() => run(() => curate.mutateAsync({ id: p.id, curated: true }))}
                    >
                      {p0.curate}
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
