// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function TermsAndConditionsPage() {
  return <h1>/termsandconditions</h1>;
}
