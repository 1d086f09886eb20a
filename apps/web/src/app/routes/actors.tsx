// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function ActorsPage() {
  return <h1>/actors</h1>;
}
