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
import { useMessages } from '@/lib/i18n/messages';
import { useFormat } from '@/lib/format';

const AMOUNT = 25;

/** Members by name or e-mail: ban and unban, role, confirmation mail. */
export function MembersSection() {
  const list = useAdminList({ q: '', role: '', sort: 'newest' }, AMOUNT);
  const [banning, setBanning] = useState<AdminMember | null>(null);
  const query = useAdminMembers(list.params);
  const ban = useAdminAction(banMember);
  const unban = useAdminAction(unbanMember);
  const changeRole = useAdminAction(setMemberRole);
  const resend = useAdminAction(resendMemberConfirmation);
  const t = useMessages();
  const m0 = t.admin.members;
  const format = useFormat();
  return (
    <>
      <Toolbar>
        <SearchBox label={m0.search} {...list.bind('q')} />
        <SelectBox
          label={m0.role}
          options={[['', m0.anyRole], ...MEMBER_ROLES.map((r) => [r, m0.roles[r]] as const)]}
          {...list.bind('role')}
        />
        <SelectBox
          label={t.listing.sortBy}
          options={[
            ['newest', t.admin.newest],
            ['oldest', t.admin.oldest],
            ['name', t.admin.name],
          ]}
          {...list.bind('sort')}
        />
      </Toolbar>
      <AdminTable
        query={query}
        what={m0.what}
        empty={m0.empty}
        columns={[m0.member, m0.signedUp, m0.counts, m0.role, t.admin.actions]}
        {...list.pager}
      >
        {(rows) =>
          rows.map((m) => (
            <tr key={m.id}>
              <td className="text-break">
                {m.userName}
                <br />
                <span className="small text-body-secondary">{m.email}</span>
                {m.emailConfirmed ? null : (
                  <span className="badge text-bg-secondary ms-1">{m0.unconfirmed}</span>
                )}
                {m.bannedAt ? <span className="badge text-bg-danger ms-1">{m0.banned}</span> : null}
              </td>
              <td>{format.date(m.createdAt)}</td>
              <td>
                {m.commentCount} / {m.ratingCount} / {m.playlistCount}
              </td>
              <td>
                <Form.Select
                  size="sm"
                  aria-label={m0.roleOf(m.userName)}
                  value={m.role}
                  onChange={(e) =>
                    void runAction(() => changeRole.mutateAsync({ id: m.id, role: e.target.value }))
                  }
                >
                  {MEMBER_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {m0.roles[r]}
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
                      aria-label={m0.unbanNamed(m.userName)}
                      onClick={() => void runAction(() => unban.mutateAsync(m.id))}
                    >
                      {m0.unban}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t.admin.ban.banNamed(m.userName)}
                      onClick={() => setBanning(m)}
                    >
                      {t.admin.ban.ban}
                    </Button>
                  )}
                  {m.emailConfirmed ? null : (
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      aria-label={m0.resendNamed(m.userName)}
                      onClick={() => void runAction(() => resend.mutateAsync(m.id))}
                    >
                      {m0.resend}
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
