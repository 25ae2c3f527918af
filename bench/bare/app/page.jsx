export default function Page() {
  return <h1>A bare Next page</h1>;
}
