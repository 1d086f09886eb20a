// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function ForgotPasswordPage() {
  return <h1>/forgotpassword</h1>;
}
