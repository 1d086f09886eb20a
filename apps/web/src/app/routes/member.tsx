import { useParams } from 'react-router';
import { MemberCrib } from '@/features/members/components/member-crib';

/** /member/:memberId/:memberName? — a member's public crib. */
export default function MemberPage() {
  const { memberId = '', memberName } = useParams();
  // A new key per member resets the tabs when one crib links to another.
  return <MemberCrib key={memberId} memberId={memberId} routeName={memberName} />;
}
