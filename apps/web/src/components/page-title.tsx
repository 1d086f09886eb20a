import { getSiteName } from '@/lib/site';

/** Sets the document title (React 19 hoists <title> into <head>): "Title | Starlane". */
export function PageTitle({ title }: { title?: string }) {
  const siteName = getSiteName();
  return <title>{title ? `${title} | ${siteName}` : siteName}</title>;
}
