// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function WizardPage() {
  return <h1>/wizard</h1>;
}
