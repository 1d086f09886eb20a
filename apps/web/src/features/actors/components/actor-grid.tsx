import { Link } from 'react-router';
import type { Actor } from '@starlane/contract';
import { paths } from '@/config/paths';
import { TileGrid } from '@/components/tile-grid';
import { actorName, actorInitials } from '../utils';
import './actors.css';

/** Intrinsic size of a profile picture (square). */
export const PORTRAIT_SIZE = 300;

/** A star's picture and name, linking to /actor/{First%20Last}. */
export function ActorTile({ actor }: { actor: Actor }) {
  const name = actorName(actor);
  return (
    <Link className="sl-tile sl-star-tile" to={paths.actor(actor.firstName, actor.lastName)}>
      {actor.profilePicture ? (
        // The name follows as text, so the picture adds nothing for screen readers.
        <img src={actor.profilePicture} alt="" width={PORTRAIT_SIZE} height={PORTRAIT_SIZE} loading="lazy" />
      ) : (
        <span className="sl-star-initials" aria-hidden="true">
          {actorInitials(actor)}
        </span>
      )}
      <span>{name}</span>
    </Link>
  );
}

export function ActorGrid({ actors, ...label }: { actors: readonly Actor[]; 'aria-labelledby'?: string }) {
  return (
    <TileGrid
      items={actors}
      className="sl-star-grid"
      tile={(actor) => <ActorTile actor={actor} />}
      {...label}
    />
  );
}
