// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function PlaylistPage() {
  return <h1>/playlist/:playlistId/:videoId?</h1>;
}
