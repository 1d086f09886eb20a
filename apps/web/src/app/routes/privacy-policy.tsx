// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function PrivacyPolicyPage() {
  return <h1>/privacypolicy</h1>;
}
