// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function CategoriesPage() {
  return <h1>/categories</h1>;
}
