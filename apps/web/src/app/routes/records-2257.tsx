// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function RecordsX2257Page() {
  return <h1>/2257</h1>;
}
