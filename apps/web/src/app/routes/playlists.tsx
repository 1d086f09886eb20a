// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function PlaylistsPage() {
  return <h1>/playlists</h1>;
}
