export default function Home() {
  return (
    <main>
      <h1>Ladle</h1>
    </main>
  );
}
