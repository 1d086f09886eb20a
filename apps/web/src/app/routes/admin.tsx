import { LoadingMessage } from '@/components/loading-message';
import { AdminArea } from '@/features/admin/components/admin-area';
import { useAuth } from '@/lib/auth/auth-context';
import { useManageInfo } from '@/lib/auth/get-manage-info';
import NotFoundPage from './not-found';
import { loadAccount } from '@/lib/auth/get-manage-info';

/**
 * /admin (the staff area, docs/departures.md): staff only. Visitors and members get the ordinary not-found
 * page, so the area's existence is not advertised; the server refuses its API to them whatever this page
 * does.
 */
export default function AdminPage() {
  const { isSignedIn, isChecking } = useAuth();
  const account = useManageInfo();
  if (isChecking) return <LoadingMessage />;
  if (!isSignedIn) return <NotFoundPage />;
  if (account.isPending) return <LoadingMessage />;
  if (account.data?.role !== 'staff') return <NotFoundPage />;
  return <AdminArea />;
}

/** The member's account (who may do what). */
export const load = loadAccount;
