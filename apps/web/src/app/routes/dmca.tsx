// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function DmcaPage() {
  return <h1>/dmca</h1>;
}
