// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function ContactUsPage() {
  return <h1>/contactus</h1>;
}
