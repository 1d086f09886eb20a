import Button from 'react-bootstrap/Button';
import { useAuditLog } from '../api/get-audit-log';
import { undoAuditEntry } from '../api/undo-audit-entry';
import { useAdminAction } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { AdminTable, SearchBox, Toolbar, useAdminList } from './admin-list';
import { useMessages } from '@/lib/i18n/messages';

const AMOUNT = 50;
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The audit log, newest first, filtered by action, object and actor. */
export function AuditSection() {
  const list = useAdminList({ action: '', objectType: '', objectId: '', actorId: '' }, AMOUNT);
  const query = useAuditLog(list.params);
  // Merges and deletes of stars and categories, deletes of videos (docs/decisions/0055).
  const undo = useAdminAction(undoAuditEntry);
  const t = useMessages();
  const a = t.admin.audit;
  const filter = (name: 'action' | 'objectType' | 'objectId' | 'actorId') => list.bind(name, (v) => v.trim());
  return (
    <>
      <Toolbar>
        <SearchBox label={a.action} {...filter('action')} />
        <SearchBox label={a.objectType} {...filter('objectType')} />
        <SearchBox label={a.objectId} {...filter('objectId')} />
        <SearchBox label={a.actorId} {...filter('actorId')} />
      </Toolbar>
      <AdminTable
        query={query}
        what={a.what}
        empty={a.empty}
        columns={[a.when, a.who, a.whatColumn, a.object, a.before, a.after, { hidden: a.undo }]}
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
                    aria-label={a.undoNamed(e.action, `${e.objectType} ${e.objectId}`)}
                    onClick={() => void runAction(() => undo.mutateAsync(e.id))}
                  >
                    {a.undo}
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
