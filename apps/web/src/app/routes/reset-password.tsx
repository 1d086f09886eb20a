// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function ResetPasswordPage() {
  return <h1>/resetpassword/:code</h1>;
}
