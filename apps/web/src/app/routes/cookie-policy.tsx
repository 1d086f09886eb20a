// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function CookiePolicyPage() {
  return <h1>/cookiepolicy</h1>;
}
