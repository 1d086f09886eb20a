// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function MyToplistsPage() {
  return <h1>/mytoplists/:toplistType?</h1>;
}
