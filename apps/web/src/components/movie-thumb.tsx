import type { MovieRef } from '@starlane/contract';

/** A video's thumbnail at 16:9, decorative (the surrounding link or heading names the video). */
export function MovieThumb({ movie }: { movie: Pick<MovieRef, 'thumbnail'> }) {
  return (
    <div className="ratio ratio-16x9 bg-body-secondary rounded overflow-hidden">
      <img src={movie.thumbnail} alt="" loading="lazy" className="object-fit-cover" />
    </div>
  );
}
