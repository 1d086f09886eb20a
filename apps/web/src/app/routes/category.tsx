// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function CategoryPage() {
  return <h1>/category/:categoryId/:categoryName?</h1>;
}
