// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function SitemapPage() {
  return <h1>/sitemap</h1>;
}
