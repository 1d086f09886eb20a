import { useState } from 'react';
import { useAuditLog } from '../api/get-audit-log';
import { AdminTable, SearchBox, Toolbar } from './admin-list';

const AMOUNT = 50;
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The audit log, newest first, filtered by action, object and actor. */
export function AuditSection() {
  const [action, setAction] = useState('');
  const [objectType, setObjectType] = useState('');
  const [objectId, setObjectId] = useState('');
  const [actorId, setActorId] = useState('');
  const [page, setPage] = useState(1);
  const query = useAuditLog({
    action: action || undefined,
    objectType: objectType || undefined,
    objectId: objectId || undefined,
    actorId: actorId || undefined,
    page,
    amount: AMOUNT,
  });
  const filter = (set: (v: string) => void) => (v: string) => (set(v.trim()), setPage(1));
  return (
    <>
      <Toolbar>
        <SearchBox label="Action (e.g. video.update)" value={action} onChange={filter(setAction)} />
        <SearchBox
          label="Object type (video, member, ...)"
          value={objectType}
          onChange={filter(setObjectType)}
        />
        <SearchBox label="Object id" value={objectId} onChange={filter(setObjectId)} />
        <SearchBox label="Staff member id" value={actorId} onChange={filter(setActorId)} />
      </Toolbar>
      <AdminTable
        query={query}
        what="The audit log"
        empty="Nothing recorded."
        columns={['When', 'Who', 'What', 'Object', 'Before', 'After']}
        className="small"
        page={page}
        amount={AMOUNT}
        onPage={setPage}
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
            </tr>
          ))
        }
      </AdminTable>
    </>
  );
}
