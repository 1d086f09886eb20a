// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function SignupPage() {
  return <h1>/signup</h1>;
}
