import { Sitemap } from '@/features/sitemap/components/sitemap';

export default function SitemapPage() {
  return <Sitemap />;
}
