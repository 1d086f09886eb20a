// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function MyPlaylistsPage() {
  return <h1>/myplaylists</h1>;
}
