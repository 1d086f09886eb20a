// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function MemberPage() {
  return <h1>/member/:memberId/:memberName?</h1>;
}
