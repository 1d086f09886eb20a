// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function ManageProfilePage() {
  return <h1>/Identity/Account/Manage</h1>;
}
