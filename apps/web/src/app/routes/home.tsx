import { PageTitle } from '@/components/page-title';
import { RandomCategoryChips } from '@/features/categories/components/random-category-chips';
import { getSiteName } from '@/lib/site';

/** Home (spec 2). For now: the 'Random Categories' chips; video rows, stars and ads come later. */
export default function HomePage() {
  return (
    <>
      <PageTitle />
      <h1 className="visually-hidden">{getSiteName()}: videos, stars and categories</h1>
      <RandomCategoryChips />
    </>
  );
}
