import { useAuth } from '@/lib/auth/auth-context';
import { notifyError, notifyNotLoggedIn } from '@/lib/toast';
import { useSetFollowing } from '../api/follow-star';
import { useStarFollow } from '../api/get-star-follow';
import { useMessages } from '@/lib/i18n/messages';
import { useFormat } from '@/lib/format';

/** "1 follower", "1,234 followers". */
/**
 * The star's follower count (public, rendered on the server) and the Follow toggle: pressed while the member
 * follows the star. Visitors are told to sign in, as for the other member actions.
 */
export function FollowStar({ actorId, name }: { actorId: string; name: string }) {
  const { isSignedIn, email } = useAuth();
  const t = useMessages();
  const format = useFormat();
  const viewer = email ?? 'visitor';
  const state = useStarFollow(actorId, viewer);
  const { mutate, isPending } = useSetFollowing(actorId);
  const following = state.data?.following ?? false;

  const toggle = () => {
    if (!isSignedIn) {
      notifyNotLoggedIn(t.spec.notLoggedIn);
      return;
    }
    mutate(!following, {
      onError: (error) => {
        notifyError(error, t.follows.failed);
      },
    });
  };

  return (
    <div className="d-flex align-items-center gap-2">
      <button
        type="button"
        className={`btn btn-sm ${following ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-pressed={following}
        aria-label={t.follows.followNamed(name)}
        disabled={isPending || state.isPending}
        onClick={toggle}
      >
        {following ? <span aria-hidden="true">{'\u2713 '}</span> : null}
        {t.follows.follow}
      </button>
      {state.data ? (
        <span className="text-body-secondary small sl-follower-count">
          {t.follows.followers(state.data.followerCount, format.count(state.data.followerCount))}
        </span>
      ) : null}
    </div>
  );
}
