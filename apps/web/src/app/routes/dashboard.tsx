// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function DashboardPage() {
  return <h1>/dashboard</h1>;
}
