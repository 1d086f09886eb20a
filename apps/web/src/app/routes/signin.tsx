// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function SigninPage() {
  return <h1>/signin</h1>;
}
