// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function RegisterPage() {
  return <h1>/register</h1>;
}
