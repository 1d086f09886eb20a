import { Link } from 'react-router';
import type { Category } from '@starlane/contract';
import { paths } from '@/config/paths';
import { TileGrid } from '@/components/tile-grid';
import './categories.css';

/** Intrinsic size of a category picture (16:9). */
export const CATEGORY_PICTURE_WIDTH = 320;
export const CATEGORY_PICTURE_HEIGHT = 180;

/** A category's picture and name, linking to /category/{externalId}/{name}. */
export function CategoryTile({ category }: { category: Category }) {
  return (
    <Link className="sl-tile sl-category-tile" to={paths.category(category.wmcExternalId, category.name)}>
      {category.categoryPicture ? (
        // The name follows as text, so the picture adds nothing for screen readers.
        <img
          src={category.categoryPicture}
          alt=""
          width={CATEGORY_PICTURE_WIDTH}
          height={CATEGORY_PICTURE_HEIGHT}
          loading="lazy"
        />
      ) : null}
      <span>{category.name}</span>
    </Link>
  );
}

/** Categories as a list of pictured tiles; the caller decides which (listings pass `withPicture(...)`). */
export function CategoryGrid({
  categories,
  ...label
}: {
  categories: readonly Category[];
  'aria-labelledby'?: string;
}) {
  const tile = (category: Category) => <CategoryTile category={category} />;
  return <TileGrid items={categories} className="sl-category-grid" tile={tile} {...label} />;
}
