// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function VideoPage() {
  return <h1>/video/:videoId/:videoName?</h1>;
}
