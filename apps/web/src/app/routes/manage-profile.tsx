import { PageTitle } from '@/components/page-title';
import { AccountSummary } from '@/features/profile/components/account-summary';
import { ActiveSessions } from '@/features/profile/components/active-sessions';
import { ChangeEmailForm } from '@/features/profile/components/change-email-form';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { DeleteAccount } from '@/features/profile/components/delete-account';
import { DownloadMyData } from '@/features/profile/components/download-my-data';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { loadAccount } from '@/lib/auth/get-manage-info';
import { getSessionsQueryOptions } from '@/features/profile/api/get-sessions';
import { forMembers } from '@/lib/page-load';
import { useMessages } from '@/lib/i18n/messages';

/** /Identity/Account/Manage (members only): the account, password, e-mail, sessions, data export and deletion. */
export default function ManageProfilePage() {
  const t = useMessages();
  return (
    <div className="row justify-content-center py-3">
      <div className="col-12 col-lg-8">
        <PageTitle title={t.labels.manageMyProfile} />
        <h1 className="h2 mb-3">{t.labels.manageMyProfile}</h1>
        <AccountSummary />
        <ProfileSection title={t.profile.changePassword}>
          <ChangePasswordForm />
        </ProfileSection>
        <ProfileSection title={t.profile.changeEmail}>
          <ChangeEmailForm />
        </ProfileSection>
        <ProfileSection title={t.profile.sessions}>
          <ActiveSessions />
        </ProfileSection>
        <ProfileSection title={t.profile.download}>
          <DownloadMyData />
        </ProfileSection>
        <ProfileSection title={t.profile.deleteAccount} danger>
          <DeleteAccount />
        </ProfileSection>
      </div>
    </div>
  );
}

/** The account summary and where the member is signed in. */
export const load = forMembers((context) =>
  Promise.all([loadAccount(context), context.load(getSessionsQueryOptions())]),
);
