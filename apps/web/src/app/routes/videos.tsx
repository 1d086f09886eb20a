// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function VideosPage() {
  return <h1>/videos</h1>;
}
