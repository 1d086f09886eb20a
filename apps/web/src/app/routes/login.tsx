// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function LoginPage() {
  return <h1>/login</h1>;
}
