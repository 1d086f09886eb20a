import Button from 'react-bootstrap/Button';
import { useAuditLog } from '../api/get-audit-log';
import { undoAuditEntry } from '../api/undo-audit-entry';
import { useAdminAction } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { AdminTable, SearchBox, Toolbar, useAdminList } from './admin-list';

const AMOUNT = 50;
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The audit log, newest first, filtered by action, object and actor. */
export function AuditSection() {
  const list = useAdminList({ action: '', objectType: '', objectId: '', actorId: '' }, AMOUNT);
  const query = useAuditLog(list.params);
  // Merges and deletes of stars and categories, deletes of videos (docs/decisions/0055).
  const undo = useAdminAction(undoAuditEntry);
  const filter = (name: 'action' | 'objectType' | 'objectId' | 'actorId') => list.bind(name, (v) => v.trim());
  return (
    <>
      <Toolbar>
        <SearchBox label="Action (e.g. video.update)" {...filter('action')} />
        <SearchBox label="Object type (video, member, ...)" {...filter('objectType')} />
        <SearchBox label="Object id" {...filter('objectId')} />
        <SearchBox label="Staff member id" {...filter('actorId')} />
      </Toolbar>
      <AdminTable
        query={query}
        what="The audit log"
        empty="Nothing recorded."
        columns={['When', 'Who', 'What', 'Object', 'Before', 'After', { hidden: 'Undo' }]}
        className="small"
        {...list.pager}
      >
        {(rows) =>
          rows.map((e) => (
            <tr key={e.id}>
              <td>{e.at.slice(0, 19).replace('T', ' ')}</td>
              <td>{e.actorName}</td>
              <td>{e.action}</td>
              <td>
                {e.objectType} {e.objectId}
              </td>
              <td className="text-break font-monospace">{show(e.before)}</td>
              <td className="text-break font-monospace">{show(e.after)}</td>
              <td>
                {e.undoable ? (
                  <Button
                    size="sm"
                    variant="outline-warning"
                    aria-label={`Undo ${e.action} of ${e.objectType} ${e.objectId}`}
                    onClick={() => void runAction(() => undo.mutateAsync(e.id))}
                  >
                    Undo
                  </Button>
                ) : null}
              </td>
            </tr>
          ))
        }
      </AdminTable>
    </>
  );
}
