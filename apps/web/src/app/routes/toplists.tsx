// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function ToplistsPage() {
  return <h1>/toplists/:toplistType?</h1>;
}
