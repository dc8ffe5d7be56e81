export default function ImprintPage() {
  return (
    <section className="container">
      <h1>Imprint</h1>
    </section>
  );
}
