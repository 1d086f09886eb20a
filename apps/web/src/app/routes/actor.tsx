// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function ActorPage() {
  return <h1>/actor/:actorName</h1>;
}
