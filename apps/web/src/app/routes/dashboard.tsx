import { PageTitle } from '@/components/page-title';
import { useManageInfo } from '@/lib/auth/get-manage-info';
import { MemberCorner } from '@/features/profile/components/member-corner';
import { loadAccount } from '@/lib/auth/get-manage-info';
import { useMessages } from '@/lib/i18n/messages';

/** /dashboard (members only, see route-table): the member corner. */
export default function DashboardPage() {
  const { data: info } = useManageInfo();
  const t = useMessages();
  return (
    <div className="py-3">
      <PageTitle title={t.corner.dashboard} />
      <h1 className="h2">{t.corner.title}</h1>
      <p className="text-body-secondary">
        {info ? t.corner.welcomeNamed(info.userName) : t.corner.welcome} {t.corner.intro}
      </p>
      <MemberCorner />
    </div>
  );
}

/** The member's account, for the welcome. */
export const load = loadAccount;
