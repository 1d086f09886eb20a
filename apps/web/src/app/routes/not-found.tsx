import { PageNotFound } from '@/components/not-found';
import { loadsNothing } from '@/lib/page-load';

export default PageNotFound;

/** Rendered by the browser alone, or without page data. */
export const load = loadsNothing;
