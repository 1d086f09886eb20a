import type { ReactNode } from 'react';

export interface TileGridProps<T extends { id: number }> {
  items: readonly T[];
  /** The grid's own class, which sets its columns (`sl-grid` comes with it). */
  className: string;
  tile: (item: T) => ReactNode;
  'aria-labelledby'?: string | undefined;
}

/** Tiles (stars, categories) as a list, one item a tile. */
export function TileGrid<T extends { id: number }>({ items, className, tile, ...label }: TileGridProps<T>) {
  return (
    <ul role="list" className={`sl-grid ${className}`} {...label}>
      {items.map((item) => (
        <li key={item.id}>{tile(item)}</li>
      ))}
    </ul>
  );
}
