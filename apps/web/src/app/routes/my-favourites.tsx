// Placeholder until its issue's page lands: keeps the route table building. Replace the whole file.
export default function MyFavouritesPage() {
  return <h1>/myfavourites</h1>;
}
