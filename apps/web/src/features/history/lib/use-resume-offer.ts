import { useMemo, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useHydrated } from '@/lib/use-hydrated';
import { useResumePosition } from '../api/get-resume-position';
import { isResumable, localPosition } from './local-history';

/**
 * Where to offer resuming `wmcExternalId` from, or null: a member's position from the server, a visitor's
 * from this browser (read after hydration only, so the server's page and the first browser render agree).
 * Read once per visit; `dismiss` withdraws the offer.
 */
export function useResumeOffer(wmcExternalId: string, lengthSeconds: number) {
  const { status } = useAuth();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const member = useResumePosition(wmcExternalId, status === 'signedIn');
  const isVisitor = status === 'anonymous';
  // Read once the visitor is known, not on every store change: this visit's own reports must not move it.
  const visitorPosition = useMemo(
    () => (hydrated && isVisitor ? localPosition(wmcExternalId) : null),
    [hydrated, isVisitor, wmcExternalId],
  );
  const position = status === 'signedIn' ? (member.data?.positionSeconds ?? null) : visitorPosition;
  const offer = !dismissed && isResumable(position, lengthSeconds) ? position : null;
  return {
    offer,
    dismiss: () => {
      setDismissed(true);
    },
  };
}
