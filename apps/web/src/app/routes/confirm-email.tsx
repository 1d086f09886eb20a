// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function ConfirmEmailPage() {
  return <h1>/confirmemail</h1>;
}
