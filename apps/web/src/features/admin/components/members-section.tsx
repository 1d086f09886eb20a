import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MEMBER_ROLES, type AdminMember } from '@starlane/contract';
import { notify } from '@/lib/toast';
import { banMember } from '../api/ban-member';
import { useAdminMembers } from '../api/get-members';
import { resendMemberConfirmation } from '../api/resend-member-confirmation';
import { setMemberRole } from '../api/set-member-role';
import { unbanMember } from '../api/unban-member';
import { useAdminAction } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { AdminTable, SearchBox, SelectBox, Toolbar, useAdminList } from './admin-list';
import { BanMemberModal } from './ban-member-modal';

const AMOUNT = 25;
const ROLE_FILTER = [['', 'Any role'], ...MEMBER_ROLES.map((r) => [r, r] as const)] as const;
const SORTS = [
  ['newest', 'Newest'],
  ['oldest', 'Oldest'],
  ['name', 'Name'],
] as const;

/** Members by name or e-mail: ban and unban, role, confirmation mail. */
export function MembersSection() {
  const list = useAdminList({ q: '', role: '', sort: 'newest' }, AMOUNT);
  const [banning, setBanning] = useState<AdminMember | null>(null);
  const query = useAdminMembers(list.params);
  const ban = useAdminAction(banMember);
  const unban = useAdminAction(unbanMember);
  const changeRole = useAdminAction(setMemberRole);
  const resend = useAdminAction(resendMemberConfirmation);
  return (
    <>
      <Toolbar>
        <SearchBox label="Search members by name or e-mail" {...list.bind('q')} />
        <SelectBox label="Role" options={ROLE_FILTER} {...list.bind('role')} />
        <SelectBox label="Sort by" options={SORTS} {...list.bind('sort')} />
      </Toolbar>
      <AdminTable
        query={query}
        what="Members"
        empty="No member matches."
        columns={['Member', 'Signed up', 'Comments / ratings / playlists', 'Role', 'Actions']}
        {...list.pager}
      >
        {(rows) =>
          rows.map((m) => (
            <tr key={m.id}>
              <td className="text-break">
                {m.userName}
                <br />
                <span className="small text-body-secondary">{m.email}</span>
                {m.emailConfirmed ? null : <span className="badge text-bg-secondary ms-1">unconfirmed</span>}
                {m.bannedAt ? <span className="badge text-bg-danger ms-1">banned</span> : null}
              </td>
              <td>{m.createdAt.slice(0, 10)}</td>
              <td>
                {m.commentCount} / {m.ratingCount} / {m.playlistCount}
              </td>
              <td>
                <Form.Select
                  size="sm"
                  aria-label={`Role of ${m.userName}`}
                  value={m.role}
                  onChange={(e) =>
                    void runAction(() => changeRole.mutateAsync({ id: m.id, role: e.target.value }))
                  }
                >
                  {MEMBER_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </Form.Select>
              </td>
              <td>
                <div className="d-flex flex-wrap gap-1">
                  {m.bannedAt ? (
                    <Button
                      size="sm"
                      variant="outline-success"
                      aria-label={`Unban ${m.userName}`}
                      onClick={() => void runAction(() => unban.mutateAsync(m.id))}
                    >
                      Unban
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Ban ${m.userName}`}
                      onClick={() => setBanning(m)}
                    >
                      Ban
                    </Button>
                  )}
                  {m.emailConfirmed ? null : (
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      aria-label={`Resend the confirmation mail to ${m.userName}`}
                      onClick={() => void runAction(() => resend.mutateAsync(m.id))}
                    >
                      Resend confirmation
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))
        }
      </AdminTable>
      <BanMemberModal
        userName={banning?.userName ?? null}
        onHide={() => setBanning(null)}
        onBan={async (choice) => {
          if (!banning) return;
          const result = await ban.mutateAsync({ id: banning.id, ...choice });
          setBanning(null);
          notify.success(result.title);
        }}
      />
    </>
  );
}
